import { and, desc, eq, lt, ne, or } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { sessions, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { hashToken, newToken } from './tokens.ts';
import { isUuid } from '#/lib/ids.ts';
import { toAccountUser, type AccountUser } from './user-view.ts';
import { forgetSessions } from '#/server/auth/session-store.ts';

/** Idle timeout and absolute lifetime of a session. */
export type SessionPolicy = { idleMs: number; maxMs: number };
export const DEFAULT_POLICY: SessionPolicy = { idleMs: 7 * 24 * 3600_000, maxMs: 30 * 24 * 3600_000 };
export type SessionMeta = { ip?: string | null; userAgent?: string | null; method?: string };
export type ResolvedSession = { id: string; user: AccountUser; method: string; createdAt: Date };

// last_seen_at is written at most once a minute per session, not on every request.
const TOUCH_EVERY_MS = 60_000;

/**
 * Last-seen writes in flight, by token hash. The request that touches does not wait for its write (it
 * only moves the idle deadline; under load the writes queued checkouts behind them), but the session's
 * next check in this process does, so it never judges the idle time from the value before the touch.
 */
const touches = new Map<string, Promise<void>>();

function touch(db: Database, tokenHash: string, sessionId: string, now: Date): void {
  const written: Promise<void> = db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(eq(sessions.id, sessionId))
    .then(
      () => undefined,
      (error: unknown) => console.error('[sessions] last-seen time not saved:', error),
    )
    .finally(() => {
      if (touches.get(tokenHash) === written) touches.delete(tokenHash);
    });
  touches.set(tokenHash, written);
}

/** Starts a session: a fresh token every time (no fixation); the cookie carries the token, the table its hash. */
export async function createSession(db: Database, userId: string, meta: SessionMeta = {}, policy = DEFAULT_POLICY, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + policy.maxMs);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      method: meta.method ?? 'password',
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new AppError('INTERNAL');
  return { id: row.id, token, expiresAt };
}

/** The session of a cookie token, or null when unknown, idle too long, past its lifetime or its user is disabled. */
export async function resolveSession(
  db: Database,
  token: string,
  policy = DEFAULT_POLICY,
  now = new Date(),
): Promise<ResolvedSession | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  await touches.get(tokenHash);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const { session, user } = row;
  const idleSince = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt <= now || idleSince >= policy.idleMs || user.disabledAt) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (idleSince >= TOUCH_EVERY_MS) touch(db, tokenHash, session.id, now);
  return { id: session.id, user: toAccountUser(user), method: session.method, createdAt: session.createdAt };
}

export async function endSessionByToken(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  forgetSessions();
}

/** Ends every session of a user (password changed, account disabled), optionally keeping the current one. */
export async function endUserSessions(db: Database, userId: string, exceptSessionId?: string): Promise<void> {
  const keep = exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep));
  forgetSessions();
}

export async function listSessions(db: Database, userId: string, currentId?: string) {
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
  return rows.map((s) => ({
    id: s.id,
    method: s.method,
    ip: s.ip,
    userAgent: s.userAgent,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.id === currentId,
  }));
}

/** A user may revoke only their own sessions; someone else's id is answered as unknown. */
export async function revokeSession(db: Database, userId: string, sessionId: string): Promise<void> {
  if (!isUuid(sessionId)) throw new AppError('NOT_FOUND', 'No such session of yours.');
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  forgetSessions();
  if (ended.length === 0) throw new AppError('NOT_FOUND', 'No such session of yours.');
}

/** Housekeeping: drop sessions past their lifetime or idle limit. */
export async function purgeExpiredSessions(db: Database, policy = DEFAULT_POLICY, now = new Date()): Promise<void> {
  const idleCutoff = new Date(now.getTime() - policy.idleMs);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
}
