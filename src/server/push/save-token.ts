import type { Database } from '#/server/db/open.ts';
import { consumeOrThrow, createSaveTokenLimiter, type Limiter } from './rate-limit.ts';
import { trimUserAgent } from './token.ts';
import { upsertToken } from './tokens.ts';

export type SaveTokenInput = {
  token: string;
  /** The signed-in user, or null: anonymous visitors may receive announcements too. */
  userId: string | null;
  userAgent: string | null;
  /** Who is asking, for the rate limit (the client address). */
  clientKey: string;
};

const defaultLimiter = createSaveTokenLimiter();

/** Both `/apiFirewall/save-fcm-token` routes: rate limit, then store the token with its owner. */
export async function saveFcmToken(db: Database, input: SaveTokenInput, limiter: Limiter = defaultLimiter): Promise<{ saved: true }> {
  await consumeOrThrow(limiter, input.clientKey);
  await upsertToken(db, { token: input.token, userId: input.userId, userAgent: trimUserAgent(input.userAgent) });
  return { saved: true };
}
