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

/** Who an announcement is for, by account role; "everyone" also reaches devices of visitors who never signed in. */
export const AUDIENCES = ['everyone', 'customers', 'artists', 'staff'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<Audience, string> = { everyone: 'Everyone', customers: 'Customers', artists: 'Artists', staff: 'Staff' };
export const CHANNELS = ['push', 'mail', 'banner'] as const;
export type Channel = (typeof CHANNELS)[number];
export const CHANNEL_LABELS: Record<Channel, string> = { push: 'Push notification', mail: 'Email', banner: 'Banner on the site' };

const channelList = z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(CHANNELS)).min(1, 'Choose at least one channel.'));

/** An announcement as staff write it: the message, its audience, its channels and how long a banner shows. */
export const announcementRequest = announcementBody.extend({
  audience: z.enum(AUDIENCES, { message: 'Choose who the announcement is for.' }).default('everyone'),
  channels: channelList.default(['push']),
  bannerDays: z.coerce.number({ message: 'Enter for how many days the banner shows.' }).int('Whole days only.').min(1, 'At least 1 day.').max(60, 'At most 60 days.').default(7),
});
export type AnnouncementRequest = z.infer<typeof announcementRequest>;
