import { z } from './zod.ts';
import { statedColours } from './art/colour-words.ts';
import { ROLES } from './access.ts';
import { payoutDetailsSchema, payoutRequestSchema, royaltyRateSchema } from './api/earnings.ts';
import { artistProfileSchema, reviewAnswersSchema, reviewDecisionSchema } from './artist-schemas.ts';
import { isReservedSlug } from './routes.ts';
import { saveSettingsSchema } from './settings.ts';
import { taxProfileSchema } from './api/account.ts';
import { saleNoticesSchema } from './api/earnings.ts';
import { orderLicenceSchema, orderRefundSchema } from './admin-order-schemas.ts';

/**
 * The admin forms' schemas: the React forms validate with them before sending,
 * and the API validates the same fields again. Fields arrive as form strings.
 */
const checkbox = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'The slug needs at least 2 characters.')
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
  .refine((s) => !isReservedSlug(s), 'This word is the name of a page of the store. Choose another slug.');

export const tutorialSchema = z.object({
  title: z.string().trim().min(3, 'The title needs at least 3 characters.').max(120),
  slug,
  summary: z.string().trim().max(300, 'Keep the summary under 300 characters.').default(''),
  body: z.string().trim().max(20_000).default(''),
  level: z.enum(['beginner', 'intermediate', 'advanced'], { message: 'Choose beginner, intermediate or advanced.' }).default('beginner'),
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

const DISCOUNTS = ['5', '10', '15', '20', '25', '30'];

/** Prices are in credits, or in dollars when the price type is currency (stored in cents). */
export const characterSchema = z
  .object({
    title: z.string().trim().min(2, 'The title needs at least 2 characters.').max(120),
    slug,
    kind: z.enum(['graphi', 'graphiSet'], { message: 'Choose single character or set.' }),
    typeId: z.uuid('Choose a character type.'),
    description: z.string().trim().max(5000).default(''),
    tags: z.string().trim().max(400).default(''),
    // The colours shoppers may search by; only colour names, so a typo never becomes a search word.
    // Absent (a revision sent before the field existed) keeps the character's colours.
    colours: z.string().trim().max(200).refine((v) => statedColours(v).unknown.length === 0, {
      message: 'Use colour names only, e.g. orange, navy, gold, white.',
    }).optional(),
    priceType: z.enum(['credits', 'currency', 'free'], { message: 'Choose credits, currency or free.' }),
    priceStandard: z.coerce.number().min(0, 'Prices cannot be negative.').max(100_000).default(0),
    priceExtended: z.coerce.number().min(0, 'Prices cannot be negative.').max(100_000).default(0),
    discountPercent: z.string().trim().refine((v) => v === '' || DISCOUNTS.includes(v), 'Discounts are 5, 10, 15, 20, 25 or 30 %.').default(''),
  })
  .refine((c) => c.priceType === 'free' || c.priceStandard > 0, { path: ['priceStandard'], message: 'A paid character needs a Standard price.' })
  .refine((c) => c.priceType === 'free' || c.priceExtended >= c.priceStandard, { path: ['priceExtended'], message: 'The Extended price is at least the Standard price.' });
export type CharacterInput = z.infer<typeof characterSchema>;

/** An artist's character: always a single one, its address made from the title by the server. */
export const artistCharacterSchema = z.preprocess((v) => ({ ...(v as object), kind: 'graphi', slug: 'artist-character' }), characterSchema);
/** An artist's set of their own published characters: the same fields and pricing, kind fixed. */
export const artistSetSchema = z.preprocess((v) => ({ ...(v as object), kind: 'graphiSet', slug: 'artist-set' }), characterSchema);

export const characterTypeSchema = z.object({
  name: z.string().trim().min(2, 'The name needs at least 2 characters.').max(60),
  slug,
  description: z.string().trim().max(1000).default(''),
  position: z.coerce.number().int().min(0).max(999).default(0),
});
export type CharacterTypeInput = z.infer<typeof characterTypeSchema>;

export const currencyRateSchema = z.object({
  code: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'A three-letter ISO 4217 code, e.g. EUR.'),
  name: z.string().trim().min(1, 'Name the currency.').max(60),
  rate: z.coerce.number({ message: 'Enter how many units make 1 USD.' }).positive('The rate is above 0.').max(1_000_000),
});

export const creditAdjustmentSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter the account\'s email address.')),
  delta: z.coerce.number().int('Whole credits only.').min(-100_000).max(100_000).refine((n) => n !== 0, 'Enter a non-zero number of credits.'),
  reason: z.string().trim().min(5, 'Give a reason (5 characters or more): it is kept in the ledger.').max(200),
});

/** 'draft' unpublishes, 'removed' takes an artist's character down for good; the reason is the artist's to read. */
const stateReason = z.string().trim().max(500, 'At most 500 characters.').optional();
export const characterStatusSchema = z.object({ status: z.enum(['draft', 'published', 'removed']), reason: stateReason });
/** Bulk publish or unpublish from the characters list (each character is checked and audited on its own). */
export const bulkStatusSchema = z.object({ ids: z.array(z.uuid()).min(1, 'Select at least one character.').max(100, 'At most 100 at a time.'), status: z.enum(['draft', 'published', 'removed']), reason: stateReason });
export const setMembersSchema = z.object({ memberIds: z.array(z.uuid()).max(100) });

export const userRoleSchema = z.object({ role: z.enum(ROLES) });
export const userDisableSchema = z.object({ disabled: z.boolean() });

const bulkIds = (noun: string) => z.array(z.uuid()).min(1, `Select at least one ${noun}.`).max(100, 'At most 100 at a time.');
/** Bulk disable or enable from the users list (each account checked against the role rules and audited on its own). */
export const bulkUserDisableSchema = z.object({ ids: bulkIds('account'), disabled: z.boolean() });
/** Bulk hold or resume from the jobs list: each job goes through the job state machine on its own. */
export const BULK_JOB_ACTIONS = ['hold', 'resume'] as const;
export const bulkJobActionSchema = z.object({ ids: bulkIds('job'), action: z.enum(BULK_JOB_ACTIONS) });

export const ADMIN_SCHEMAS = {
  tutorial: tutorialSchema,
  socialLink: socialLinkSchema,
  customizeLevel: customizeLevelSchema,
  character: characterSchema,
  characterType: characterTypeSchema,
  currencyRate: currencyRateSchema,
  creditAdjustment: creditAdjustmentSchema,
  orderRefund: orderRefundSchema,
  orderLicence: orderLicenceSchema,
  setMembers: setMembersSchema,
  fileOnly: z.object({}),
  payoutDetails: payoutDetailsSchema,
  payoutRequest: payoutRequestSchema,
  royaltyRate: royaltyRateSchema,
  artistCharacter: artistCharacterSchema,
  artistSet: artistSetSchema,
  artistProfile: artistProfileSchema,
  saleNotices: saleNoticesSchema,
  reviewDecision: reviewDecisionSchema,
  reviewAnswers: reviewAnswersSchema,
  settings: saveSettingsSchema,
  taxProfile: taxProfileSchema,
} as const;
export type AdminSchemaName = keyof typeof ADMIN_SCHEMAS;

/** Zod issues as `{ field: message }` for showing beside the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}
