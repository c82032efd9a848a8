import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import type { Database } from '#/server/db/open.ts';
import { characters, characterSetMembers } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';

/* Publishing and unpublishing is one state change with the artist's state: src/server/artists/state-change.ts. */

/** Why a character cannot be published yet (pure): shoppers need a preview and something to download. */
export function publishRefusal(c: { kind: string; previewKey: string | null; files: number; members: number }): string | null {
  if (!c.previewKey) return 'Add a preview image before publishing.';
  if (c.kind === 'graphiSet' && c.members < 2) return 'A set needs at least 2 characters before publishing.';
  if (c.kind === 'graphi' && c.files === 0) return 'Add at least one file (EPS, AI, PNG, MP4 or FLA) before publishing.';
  return null;
}

/** The characters of a set, in the given order; only single characters can be members. */
export async function setSetMembers(db: Database, actor: Actor, setId: string, memberIds: string[]) {
  const [set] = await db.select().from(characters).where(eq(characters.id, setId)).limit(1);
  if (!set || set.kind !== 'graphiSet') throw new AppError('NOT_FOUND', 'No such set.');
  const unique = [...new Set(memberIds)];
  const found = unique.length
    ? await db.select({ id: characters.id }).from(characters).where(and(inArray(characters.id, unique), eq(characters.kind, 'graphi'), ne(characters.id, setId)))
    : [];
  if (found.length !== unique.length) throw new AppError('VALIDATION_FAILED', 'Only existing single characters can be members of a set.');
  const before = await db.select({ id: characterSetMembers.characterId }).from(characterSetMembers).where(eq(characterSetMembers.setId, setId)).orderBy(characterSetMembers.position);
  await db.transaction(async (tx) => {
    await tx.delete(characterSetMembers).where(eq(characterSetMembers.setId, setId));
    if (unique.length) await tx.insert(characterSetMembers).values(unique.map((characterId, position) => ({ setId, characterId, position })));
    await writeAudit(tx, actor, { action: 'compose_set', entity: 'character', entityId: setId, summary: `Set "${set.title}" now has ${unique.length} characters`, before: { memberIds: before.map((m) => m.id) }, after: { memberIds: unique } });
  });
}
