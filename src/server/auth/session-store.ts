/**
 * The process's memo of resolved sessions, so a signed-in request does not query the database.
 * Anything that ends a session or changes who a user is calls `forgetSessions()` here at once;
 * the other processes hear of it through the database trigger of migration 0250 and the cache bus.
 */
export type SessionMemo<T> = { value: T; until: number };

const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;
// server/index.mjs answers session checks before Astro and holds its own copy of this module;
// both copies meet in one memo through a global symbol, so a revocation in either is seen by both.
const MEMO = Symbol.for('toonmart.session-memo');
type Memo = { entries: Map<string, SessionMemo<unknown>>; generation: number };
const memo: Memo = ((globalThis as Record<symbol, Memo | undefined>)[MEMO] ??= { entries: new Map(), generation: 0 });
const entries = memo.entries;

export function forgetSessions(): void {
  memo.generation++;
  entries.clear();
}

export function sessionGeneration(): number {
  return memo.generation;
}

export function recallSession<T>(token: string, now = Date.now()): T | undefined {
  const hit = entries.get(token);
  if (!hit) return undefined;
  if (hit.until > now) return hit.value as T;
  entries.delete(token);
  return undefined;
}

/** Keeps a session unless something was forgotten while it was being read (it may be the old state). */
export function rememberSession<T>(token: string, value: T, readAt: number, now = Date.now()): void {
  if (readAt !== memo.generation) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(token, { value, until: now + TTL_MS });
}
