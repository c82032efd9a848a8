import { z } from 'zod';

/**
 * What a browser push token looks like. FCM tokens are about 150–250 characters of
 * base64url plus ':' (e.g. "fXy…:APA91b…"); the bounds leave room for format changes
 * while refusing junk and oversized bodies before they reach the database.
 */
export const PUSH_TOKEN_PATTERN = /^[A-Za-z0-9_\-:.]+$/;

export const saveTokenBody = z.object({
  token: z
    .string()
    .trim()
    .min(20, 'A push token has at least 20 characters.')
    .max(4096, 'A push token has at most 4096 characters.')
    .regex(PUSH_TOKEN_PATTERN, 'A push token contains only letters, digits and - _ : .'),
});

export type SaveTokenBody = z.infer<typeof saveTokenBody>;

/** A signed-in user keeps this many devices; older tokens are dropped when a new one arrives. */
export const MAX_TOKENS_PER_USER = 10;

/** User agents are stored for the admin's information only; long ones are cut. */
export function trimUserAgent(userAgent: string | null | undefined): string {
  return (userAgent ?? '').slice(0, 512);
}
