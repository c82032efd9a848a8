import { and, desc, eq, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { pushTokens } from '#/server/db/schema.ts';
import { MAX_TOKENS_PER_USER } from './token.ts';

export type TokenOwner = { token: string; userId: string | null; userAgent: string };

/**
 * Inserts or refreshes a token. The owner is always replaced: a token posted while
 * signed out no longer belongs to the previous user (shared devices must not receive
 * someone else's notifications after sign-out).
 */
export async function upsertToken(db: Database, owner: TokenOwner, now = new Date()): Promise<void> {
  await db
    .insert(pushTokens)
    .values({ token: owner.token, userId: owner.userId, userAgent: owner.userAgent, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: pushTokens.token,
      set: { userId: owner.userId, userAgent: owner.userAgent, lastSeenAt: now },
    });
  if (owner.userId) await trimUserTokens(db, owner.userId);
}

/** Every page load brings a fresh token, so a user keeps only the most recent few. */
async function trimUserTokens(db: Database, userId: string): Promise<void> {
  const keep = db
    .select({ token: pushTokens.token })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId))
    .orderBy(desc(pushTokens.lastSeenAt))
    .limit(MAX_TOKENS_PER_USER);
  await db.delete(pushTokens).where(and(eq(pushTokens.userId, userId), notInArray(pushTokens.token, keep)));
}

export async function tokensOfUsers(db: Database, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.select({ token: pushTokens.token }).from(pushTokens).where(and(isNotNull(pushTokens.userId), inArray(pushTokens.userId, userIds)));
  return rows.map((r) => r.token);
}

/** All tokens, a page at a time in token order (keyset), for announcements to everyone. */
export async function tokensPage(db: Database, after: string | null, size: number): Promise<string[]> {
  const rows = await db
    .select({ token: pushTokens.token })
    .from(pushTokens)
    .where(after === null ? undefined : sql`${pushTokens.token} > ${after}`)
    .orderBy(pushTokens.token)
    .limit(size);
  return rows.map((r) => r.token);
}

export async function deleteTokens(db: Database, tokens: string[]): Promise<number> {
  if (tokens.length === 0) return 0;
  const deleted = await db.delete(pushTokens).where(inArray(pushTokens.token, tokens)).returning({ token: pushTokens.token });
  return deleted.length;
}

/** Tokens not seen for a long time belong to browsers that left; FCM expires them too. */
export async function pruneStaleTokens(db: Database, olderThan: Date): Promise<number> {
  const deleted = await db.delete(pushTokens).where(lt(pushTokens.lastSeenAt, olderThan)).returning({ token: pushTokens.token });
  return deleted.length;
}
