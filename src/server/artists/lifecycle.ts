import { desc, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { characterStateEvents, characterSubmissions, type SubmissionState } from '#/server/db/schema.ts';
import type { StateEventView } from './states.ts';

/**
 * A character's state history (docs/decisions/0165-one-character-state.md): every change is
 * written in the same transaction as the state itself, so the history never disagrees with it.
 */
export type StateEventBy = StateEventView['byRole'];

export async function recordState(db: DbOrTx, characterId: string, state: SubmissionState, byRole: StateEventBy, actorId: string | null, reason: string | null = null): Promise<void> {
  await db.insert(characterStateEvents).values({ characterId, state, byRole, actorId, reason });
}

/** Newest first: the artist's area reads the latest one as "why it is in this state". */
export async function stateHistory(db: Database, characterId: string): Promise<StateEventView[]> {
  return db.select({ state: characterStateEvents.state, byRole: characterStateEvents.byRole, reason: characterStateEvents.reason, createdAt: characterStateEvents.createdAt })
    .from(characterStateEvents)
    .where(eq(characterStateEvents.characterId, characterId))
    .orderBy(desc(characterStateEvents.createdAt), desc(characterStateEvents.id));
}

/** What a reviewer's notes say, in one line for the history (the notes stay whole on the character). */
export function notesLine(notes: Record<string, string>): string | null {
  const text = Object.values(notes).filter(Boolean).join(' · ');
  return text ? (text.length > 300 ? `${text.slice(0, 299)}…` : text) : null;
}

/** The artist's state of each of these characters that is an artist's (the admin list reads the one state). */
export async function submissionStates(db: Database, ids: string[]): Promise<Map<string, SubmissionState>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: characterSubmissions.characterId, state: characterSubmissions.state }).from(characterSubmissions).where(inArray(characterSubmissions.characterId, ids));
  return new Map(rows.map((r) => [r.id, r.state]));
}
