import { z } from 'zod';
import { safeRedirect } from './safe-redirect.ts';

/**
 * Where an announcement may send people: a path of this store starting with exactly one "/" (the
 * redirect check: "//host" and "/\host" are other sites to a browser), or an https address with a
 * host and no credentials ("https://store@evil.example" reads as the store to a person). Nothing
 * else: "javascript:", "data:", "http:" and other schemes are refused.
 */
export function isAnnouncementLink(value: string): boolean {
  if (value.startsWith('/')) return safeRedirect(value) !== null;
  if (!/^https:\/\/[^/\\][\x21-\x7e]*$/i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

export const ANNOUNCEMENT_LINK_RULE = 'A link is a path of this store starting with a single "/" (like /pricing) or an https:// address.';

/** An admin announcement or a feature's notification: short enough to fit a system notification. */
export const announcementBody = z.object({
  title: z.string().trim().min(1, 'Give the announcement a title.').max(80, 'Keep the title under 80 characters.'),
  body: z.string().trim().min(1, 'Write the message.').max(240, 'Keep the message under 240 characters.'),
  link: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || isAnnouncementLink(v), ANNOUNCEMENT_LINK_RULE)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

export type Announcement = z.infer<typeof announcementBody>;
