import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { unlockTokens, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { composeMail } from '#/server/mail/compose.ts';
import type { Mailer } from '#/server/mail/transport.ts';
import { LIMITS, release, reserve, reset, type LimitName } from './rate-limit.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * Login attempts are reserved on every counter before the password is verified, so
 * concurrent guesses cannot slip past the limit. Lockout is per account *and* address:
 * a stranger elsewhere locks only themself. The owner is emailed a link that lifts the
 * lockout for the locked address (useful when they share it, e.g. behind one NAT).
 */
export const UNLOCK_TTL_MS = 60 * 60_000;
export const UNLOCK_INVALID = 'This unlock link is not valid any more. Use “Forgot password” to get back in.';

export type LockoutNotice = (email: string, ip: string) => Promise<void>;

/** Counter key of one account from one address (hashed: emails can be long, and the table needs no addresses). */
export function pairKey(email: string, ip: string): string {
  return hashToken(`${email}|${ip}`).slice(0, 40);
}

function tooMany(msBeforeNext: number): AppError {
  return new AppError('RATE_LIMITED', undefined, { headers: { 'retry-after': String(Math.max(1, Math.ceil(msBeforeNext / 1000))) } });
}

/** Reserves one login attempt or throws 429; answers the function to call when the password was right. */
export async function reserveLogin(db: Database, email: string, ip: string, onLockout?: LockoutNotice): Promise<() => Promise<void>> {
  const pair = pairKey(email, ip);
  const steps: [LimitName, string][] = [['loginPair', pair], ['loginPairDay', pair], ['loginIp', ip]];
  const taken: [LimitName, string][] = [];
  for (const [name, key] of steps) {
    const reservation = await reserve(db, name, key);
    if (!reservation.ok) {
      await Promise.all(taken.map(([n, k]) => release(db, n, k)));
      const firstRefusal = name !== 'loginIp' && reservation.used === LIMITS[name].points + 1;
      if (firstRefusal && onLockout) await onLockout(email, ip).catch((error: unknown) => console.error('[auth] unlock mail failed:', error));
      throw tooMany(reservation.msBeforeNext);
    }
    taken.push([name, key]);
  }
  return async () => {
    await Promise.all([reset(db, 'loginPair', pair), reset(db, 'loginPairDay', pair), release(db, 'loginIp', ip)]);
  };
}

export type UnlockDeps = { mailer: Mailer; siteUrl: string; now?: Date };

/** Emails the owner of `email` (if any) a link lifting the lockout for `ip`; at most one mail per account per window. */
export async function sendUnlockLink(db: Database, email: string, ip: string, deps: UnlockDeps): Promise<void> {
  const [user] = await db.select({ email: users.email, disabledAt: users.disabledAt }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (!user || user.disabledAt) return;
  if (!(await reserve(db, 'unlockMail', email)).ok) return;
  const token = newToken();
  const now = deps.now ?? new Date();
  await db.insert(unlockTokens).values({ tokenHash: hashToken(token), email, ip, expiresAt: new Date(now.getTime() + UNLOCK_TTL_MS), createdAt: now });
  const link = new URL(`/unlock-account?token=${encodeURIComponent(token)}`, deps.siteUrl).href;
  const mail = await composeMail(
    'notice',
    {
      subject: 'Sign-in to your Toonmart account was paused',
      heading: 'Too many wrong passwords',
      lines: [
        `Someone tried to sign in to ${user.email} with a wrong password ${LIMITS.loginPair.points} times from ${ip}, so sign-in from that address is paused for ${LIMITS.loginPair.duration / 60} minutes.`,
        'If it was you, unlock it now with the button below. If it was not you, do nothing: your password still works from your own devices.',
      ],
      action: { label: 'Unlock sign-in', href: link },
      footnote: `The link works once, for ${UNLOCK_TTL_MS / 60_000} minutes.`,
    },
    deps.siteUrl,
  );
  await deps.mailer.send({ to: user.email, ...mail });
}

/** Uses an unlock link once: the account may try again from the locked address. */
export async function unlockSignIn(db: Database, token: string, now = new Date()): Promise<void> {
  const [used] = await db
    .update(unlockTokens)
    .set({ usedAt: now })
    .where(and(eq(unlockTokens.tokenHash, hashToken(token)), isNull(unlockTokens.usedAt), gt(unlockTokens.expiresAt, now)))
    .returning({ email: unlockTokens.email, ip: unlockTokens.ip });
  if (!used) throw new AppError('BAD_REQUEST', UNLOCK_INVALID);
  const pair = pairKey(used.email, used.ip);
  await Promise.all([reset(db, 'loginPair', pair), reset(db, 'loginPairDay', pair)]);
}
