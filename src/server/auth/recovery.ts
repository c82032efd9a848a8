import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { recoveryTokens, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { composeMail } from '#/server/mail/compose.ts';
import type { Mailer } from '#/server/mail/transport.ts';
import { findUserByEmail, setPassword } from './accounts.ts';
import { assertPasswordAcceptable } from './password.ts';
import { reserveOrThrow } from './rate-limit.ts';
import { hashToken, newToken } from './tokens.ts';
import { normaliseEmail } from './user-view.ts';

export const RECOVERY_TTL_MS = 30 * 60_000;
/** The same answer whether or not the account exists. */
export const RECOVERY_MESSAGE = 'If an account exists for this email, we have sent it a link to choose a new password. Check your inbox.';
export const RECOVERY_INVALID = 'This recovery link is not valid any more. Ask for a new one.';

type RecoveryDeps = { mailer: Mailer; siteUrl: string; ip?: string | null; now?: Date };

async function sendRecoveryMail(deps: RecoveryDeps, to: string, link: string): Promise<void> {
  const mail = await composeMail('recovery', { email: to, link, minutes: RECOVERY_TTL_MS / 60_000 }, deps.siteUrl);
  await deps.mailer.send({ to, ...mail });
}

/**
 * Starts a recovery. Rate limited per IP and per email. `delivery` settles when the
 * mail is sent: the route answers without waiting for it, so the timing does not
 * reveal whether the account exists.
 */
export async function requestRecovery(db: Database, email: string, deps: RecoveryDeps): Promise<{ message: string; delivery: Promise<void> }> {
  const address = normaliseEmail(email);
  await reserveOrThrow(db, 'recoveryIp', deps.ip ?? 'unknown');
  await reserveOrThrow(db, 'recoveryAccount', address);
  const user = await findUserByEmail(db, address);
  if (!user || user.disabledAt) return { message: RECOVERY_MESSAGE, delivery: Promise.resolve() };
  const token = newToken();
  const now = deps.now ?? new Date();
  await db.insert(recoveryTokens).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(now.getTime() + RECOVERY_TTL_MS), createdAt: now });
  const link = new URL(`/recover-account?token=${encodeURIComponent(token)}`, deps.siteUrl).href;
  return { message: RECOVERY_MESSAGE, delivery: sendRecoveryMail(deps, user.email, link) };
}

/** Uses a token once (atomically), sets the new password and ends every session of the account. */
export async function resetWithToken(db: Database, token: string, password: string, now = new Date()): Promise<void> {
  assertPasswordAcceptable(password);
  const [used] = await db
    .update(recoveryTokens)
    .set({ usedAt: now })
    .where(and(eq(recoveryTokens.tokenHash, hashToken(token)), isNull(recoveryTokens.usedAt), gt(recoveryTokens.expiresAt, now)))
    .returning({ userId: recoveryTokens.userId });
  if (!used) throw new AppError('BAD_REQUEST', RECOVERY_INVALID);
  await setPassword(db, used.userId, password);
  // The link reached the mailbox, so the address is proven.
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, used.userId));
}
