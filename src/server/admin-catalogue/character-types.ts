import { and, asc, eq, ne } from 'drizzle-orm';
import type { CharacterTypeInput } from '#/lib/admin-schemas.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { one } from '#/server/db/rows.ts';
import type { Database } from '#/server/db/open.ts';
import { characterTypes } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { forgetCatalogueFacets } from '#/server/catalogue/search.ts';

/** The character types staff manage (the catalogue's filter and the type pages), each change audited. */
export function listCharacterTypes(db: Database) {
  return db.select().from(characterTypes).orderBy(asc(characterTypes.position), asc(characterTypes.name));
}

export async function saveCharacterType(db: Database, actor: Actor, id: string | undefined, input: CharacterTypeInput, files: { imageKey?: string; videoKey?: string }) {
  const [taken] = await db.select({ id: characterTypes.id }).from(characterTypes)
    .where(id ? and(eq(characterTypes.slug, input.slug), ne(characterTypes.id, id)) : eq(characterTypes.slug, input.slug)).limit(1);
  if (taken) throw new AppError('CONFLICT', `A character type with the slug "${input.slug}" exists already.`);
  const values = { ...input, ...(files.imageKey ? { imageKey: files.imageKey } : {}), ...(files.videoKey ? { videoKey: files.videoKey } : {}) };
  const [current] = id ? await db.select().from(characterTypes).where(eq(characterTypes.id, id)).limit(1) : [];
  if (id && !current) throw new AppError('NOT_FOUND', 'No such character type.');
  const row = await db.transaction(async (tx) => {
    const saved = id
      ? one(await tx.update(characterTypes).set(values).where(eq(characterTypes.id, id)).returning())
      : one(await tx.insert(characterTypes).values(values).returning());
    await writeAudit(tx, actor, { action: id ? 'update' : 'create', entity: 'character_type', entityId: saved.id, summary: `${id ? 'Updated' : 'Created'} character type ${saved.name}`, before: current ?? null, after: saved });
    return saved;
  });
  forgetCatalogueFacets(db);
  const replaced = [files.imageKey && current?.imageKey, files.videoKey && current?.videoKey].filter((k): k is string => !!k);
  return { row, replaced };
}
