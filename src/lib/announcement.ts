import { z } from 'zod';

/** An admin announcement or a feature's notification: short enough to fit a system notification. */
export const announcementBody = z.object({
  title: z.string().trim().min(1, 'Give the announcement a title.').max(80, 'Keep the title under 80 characters.'),
  body: z.string().trim().min(1, 'Write the message.').max(240, 'Keep the message under 240 characters.'),
  link: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || v.startsWith('/') || /^https:\/\//.test(v), 'A link is a path of the store (/…) or an https address.')
    .optional()
    .transform((v) => (v ? v : undefined)),
});

export type Announcement = z.infer<typeof announcementBody>;
