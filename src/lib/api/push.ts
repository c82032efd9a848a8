import { z } from '#/lib/zod.ts';
import { SAVE_TOKEN_PATH } from '#/lib/push.ts';
import { endpoint } from './contract.ts';

/** Web push: the Firebase web config, and saving a device token (spec: payload `{ token }`). */
export const pushConfig = z.union([
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    firebase: z.object({ apiKey: z.string(), projectId: z.string(), appId: z.string(), messagingSenderId: z.string() }),
    vapidKey: z.string(),
  }),
]);
/**
 * What a browser push token looks like. FCM tokens are about 150–250 characters of
 * base64url plus ':' (e.g. "fXy…:APA91b…"); the bounds leave room for format changes
 * while refusing junk and oversized bodies before they reach the database.
 */
export const PUSH_TOKEN_PATTERN = /^[A-Za-z0-9_\-:.]+$/;

export const saveTokenRequest = z.object({
  token: z
    .string()
    .trim()
    .min(20, 'A push token has at least 20 characters.')
    .max(4096, 'A push token has at most 4096 characters.')
    .regex(PUSH_TOKEN_PATTERN, 'A push token contains only letters, digits and - _ : .'),
});
export type SaveTokenRequest = z.infer<typeof saveTokenRequest>;
const saved = z.object({ saved: z.literal(true) });

export const pushApi = {
  config: endpoint('GET', '/push/config', { response: pushConfig }),
  /** On page load: under the API base. */
  saveToken: endpoint('POST', SAVE_TOKEN_PATH, { request: saveTokenRequest, response: saved }),
  /** Right after permission is granted: the relative path on the site root. */
  saveTokenRelative: endpoint('POST', SAVE_TOKEN_PATH, { request: saveTokenRequest, response: saved, base: 'site' }),
};
