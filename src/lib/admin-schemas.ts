import { z } from 'zod';
import { ROLES } from './access.ts';

/**
 * The admin forms' schemas: the React forms validate with them before sending,
 * and the API validates the same fields again. Fields arrive as form strings.
 */
const checkbox = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());
const slug = z.string().trim().toLowerCase().min(2, 'The slug needs at least 2 characters.').max(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.');

export const tutorialSchema = z.object({
  title: z.string().trim().min(3, 'The title needs at least 3 characters.').max(120),
  slug,
  summary: z.string().trim().max(300, 'Keep the summary under 300 characters.').default(''),
  body: z.string().trim().max(20_000).default(''),
  published: checkbox.default(false),
});
export type TutorialInput = z.infer<typeof tutorialSchema>;

export const socialLinkSchema = z.object({
  name: z.string().trim().min(2, 'Name the network (e.g. YouTube).').max(40),
  url: z.url({ message: 'Enter a full address starting with https://' }).trim().refine((u) => u.startsWith('https://'), 'Enter a full address starting with https://'),
  position: z.coerce.number().int().min(0).max(999).default(0),
});
export type SocialLinkInput = z.infer<typeof socialLinkSchema>;

export const customizeLevelSchema = z.object({
  name: z.string().trim().min(2, 'The name needs at least 2 characters.').max(60),
  slug,
  description: z.string().trim().min(10, 'Describe what the level includes (10 characters or more).').max(2000),
  priceDollars: z.coerce.number({ message: 'Enter the price in dollars.' }).min(1, 'The price is at least $1.').max(100_000),
  turnaroundDays: z.coerce.number().int('Whole business days only.').min(1, 'At least 1 business day.').max(365),
  correctionRounds: z.coerce.number().int().min(0).max(20).default(2),
  formats: z.string().trim().max(100).default(''),
  position: z.coerce.number().int().min(0).max(999).default(0),
  active: checkbox.default(true),
});
export type CustomizeLevelInput = z.infer<typeof customizeLevelSchema>;

export const userRoleSchema = z.object({ role: z.enum(ROLES) });
export const userDisableSchema = z.object({ disabled: z.boolean() });

export const ADMIN_SCHEMAS = { tutorial: tutorialSchema, socialLink: socialLinkSchema, customizeLevel: customizeLevelSchema } as const;
export type AdminSchemaName = keyof typeof ADMIN_SCHEMAS;

/** Zod issues as `{ field: message }` for showing beside the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}
