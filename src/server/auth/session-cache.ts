import { resolveSession, type ResolvedSession, type SessionPolicy } from './sessions.ts';
import type { Database } from '#/server/db/open.ts';
import { recallSession, rememberSession, sessionGeneration } from './session-store.ts';

/** `resolveSession` through the process's memo: unknown tokens are always asked of the database. */
export async function cachedSession(db: Database, token: string, policy: SessionPolicy): Promise<ResolvedSession | null> {
  const hit = recallSession<ResolvedSession>(token);
  if (hit) return hit;
  const readAt = sessionGeneration();
  const session = await resolveSession(db, token, policy);
  if (session) rememberSession(token, session, readAt);
  return session;
}
