import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { recoveryTokens, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findUserByEmail, setPassword } from './accounts.ts';
import { assertPasswordAcceptable } from './password.ts';
import { consume } from './rate-limit.ts';
import { hashToken, newToken } from './tokens.ts';
import { normaliseEmail } from './user-view.ts';

export const RECOVERY_TTL_MS = 30 * 60_000;
/** The same answer whether or not the account exists. */
export const RECOVERY_MESSAGE = 'If an account exists for this email, we have sent it a link to choose a new password. Check your inbox.';
export const RECOVERY_INVALID = 'This recovery link is not valid any more. Ask for a new one.';

type RecoveryDeps = { mailer: Mailer; siteUrl: string; ip?: string | null; now?: Date };

function recoveryMail(to: string, link: string) {
  return {
    to,
    subject: 'Recover your Toonmart account',
    text: `Someone (hopefully you) asked to recover the Toonmart account of ${to}.\n\nChoose a new password here (the link works once, for 30 minutes):\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
  };
}

/**
 * Starts a recovery. Rate limited per IP and per email. `delivery` settles when the
 * mail is sent: the route answers without waiting for it, so the timing does not
 * reveal whether the account exists.
 */
export async function requestRecovery(db: Database, email: string, deps: RecoveryDeps): Promise<{ message: string; delivery: Promise<void> }> {
  const address = normaliseEmail(email);
  await consume(db, 'recoveryIp', deps.ip ?? 'unknown');
  await consume(db, 'recoveryAccount', address);
  const user = await findUserByEmail(db, address);
  if (!user || user.disabledAt) return { message: RECOVERY_MESSAGE, delivery: Promise.resolve() };
  const token = newToken();
  const now = deps.now ?? new Date();
  await db.insert(recoveryTokens).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(now.getTime() + RECOVERY_TTL_MS), createdAt: now });
  const link = new URL(`/recover-account?token=${encodeURIComponent(token)}`, deps.siteUrl).href;
  return { message: RECOVERY_MESSAGE, delivery: deps.mailer.send(recoveryMail(user.email, link)) };
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
