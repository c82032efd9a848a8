import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CharacterInput } from '#/lib/admin-schemas.ts';
import { statedColours } from '#/lib/art/colour-words.ts';
import { isReservedSlug } from '#/lib/routes.ts';
import type { TableQuery } from '#/lib/table-query.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { paginate } from '#/server/admin/paginate.ts';
import { one } from '#/server/db/rows.ts';
import type { Database, Tx } from '#/server/db/open.ts';
import { characterFiles, characters, characterSetMembers } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { ReceivedFile } from '#/server/uploads/receive.ts';
import { FORMATS } from '#/server/uploads/rules.ts';
import { forgetCatalogueFacets } from '#/server/catalogue/search.ts';

/** Characters and sets in the admin: edit, files per format, previews, publish, compose sets. */
export type CharacterRow = typeof characters.$inferSelect;

/** Form values to columns: prices in credits, or dollars → cents for currency; free costs nothing. */
export function characterColumns(input: CharacterInput) {
  const toStored = (n: number) => (input.priceType === 'free' ? 0 : input.priceType === 'currency' ? Math.round(n * 100) : Math.round(n));
  return {
    title: input.title,
    slug: input.slug,
    kind: input.kind,
    typeId: input.typeId,
    description: input.description,
    tags: input.tags.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean).slice(0, 30),
    ...(input.colours === undefined ? {} : { colours: statedColours(input.colours).words.slice(0, 20) }),
    priceType: input.priceType,
    priceStandard: toStored(input.priceStandard),
    priceExtended: toStored(input.priceExtended),
    discountPercent: input.discountPercent ? Number(input.discountPercent) : null,
  };
}

/** `status`: only drafts or only published ones (the list's filter, held in the URL). */
export function listCharactersAdmin(db: Database, query: TableQuery, status?: 'draft' | 'published') {
  return paginate<CharacterRow>(db, {
    table: characters,
    where: status ? eq(characters.status, status) : undefined,
    sortable: { updatedAt: characters.updatedAt, title: characters.title, status: characters.status, kind: characters.kind },
    searchable: [characters.title, characters.slug],
  }, query);
}

export async function getCharacterAdmin(db: Database, id: string) {
  const [row] = await db.select().from(characters).where(eq(characters.id, id)).limit(1);
  if (!row) return null;
  const files = await db.select().from(characterFiles).where(eq(characterFiles.characterId, id)).orderBy(asc(characterFiles.format));
  const members = await db.select({ id: characterSetMembers.characterId }).from(characterSetMembers).where(eq(characterSetMembers.setId, id));
  return { ...row, files, memberIds: members.map((m) => m.id) };
}

async function assertFreeSlug(db: Database, slug: string, exceptId?: string) {
  const [taken] = await db.select({ id: characters.id }).from(characters)
    .where(exceptId ? and(eq(characters.slug, slug), ne(characters.id, exceptId)) : eq(characters.slug, slug)).limit(1);
  if (taken) throw new AppError('CONFLICT', `Another character already uses the address /cartoon-characters/${slug}.`);
}

export type PreviewKeys = { previewKey?: string; videoKey?: string };

/** An artist's own character (src/lib/artists): who sells it, and what else is written with the new row. */
export type SaveOptions = { artistId?: string; created?: (tx: Tx, row: CharacterRow) => Promise<void> };

export async function saveCharacter(db: Database, actor: Actor, id: string | undefined, input: CharacterInput, previews: PreviewKeys, options: SaveOptions = {}) {
  await assertFreeSlug(db, input.slug, id);
  const values = { ...characterColumns(input), ...(previews.previewKey ? { previewKey: previews.previewKey } : {}), ...(previews.videoKey ? { videoKey: previews.videoKey } : {}) };
  if (!id) {
    return db.transaction(async (tx) => {
      const row = one(await tx.insert(characters).values({ ...values, ownerId: actor.id, ...(options.artistId ? { artistId: options.artistId } : {}) }).returning());
      await options.created?.(tx, row);
      await writeAudit(tx, actor, { action: 'create', entity: 'character', entityId: row.id, summary: `Created ${row.kind === 'graphiSet' ? 'set' : 'character'} "${row.title}"`, after: row });
      return { row, replaced: [] as string[] };
    });
  }
  const [current] = await db.select().from(characters).where(eq(characters.id, id)).limit(1);
  if (!current) throw new AppError('NOT_FOUND', 'No such character.');
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(characters).where(eq(characters.id, id)).for('update');
    const updated = one(await tx.update(characters).set({ ...values, updatedAt: new Date() }).where(eq(characters.id, id)).returning());
    await writeAudit(tx, actor, { action: 'update', entity: 'character', entityId: id, summary: `Updated "${updated.title}"`, before: before ?? current, after: updated });
    return updated;
  });
  forgetCatalogueFacets(db);
  const replaced = [previews.previewKey && current.previewKey, previews.videoKey && current.videoKey].filter((k): k is string => !!k);
  return { row, replaced };
}

async function syncFormats(tx: Tx, id: string) {
  await tx.update(characters).set({
    formats: sql`ARRAY(SELECT DISTINCT format FROM character_files WHERE character_id = ${id} ORDER BY format)`,
    updatedAt: new Date(),
  }).where(eq(characters.id, id));
}

/** A source file of one format (EPS, AI, PNG, MP4 or FLA), detected from its content at upload. */
export async function addCharacterFile(db: Database, actor: Actor, id: string, file: ReceivedFile | undefined) {
  if (!file) throw new AppError('VALIDATION_FAILED', 'Choose a file to upload.');
  const [current] = await db.select({ title: characters.title, slug: characters.slug }).from(characters).where(eq(characters.id, id)).limit(1);
  if (!current) throw new AppError('NOT_FOUND', 'No such character.');
  const format = FORMATS[file.format].label as 'EPS' | 'AI' | 'PNG' | 'MP4' | 'FLA';
  return db.transaction(async (tx) => {
    const row = one(await tx.insert(characterFiles).values({
      characterId: id, format, fileName: `${current.slug}.${format.toLowerCase()}`, size: file.size, checksum: file.sha256, storageKey: file.key,
    }).returning());
    await syncFormats(tx, id);
    await writeAudit(tx, actor, { action: 'add_file', entity: 'character', entityId: id, summary: `Added ${format} file to "${current.title}"`, after: { file: row.fileName, format, size: file.size } });
    return row;
  });
}

export async function removeCharacterFile(db: Database, actor: Actor, id: string, fileId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(characterFiles).where(and(eq(characterFiles.id, fileId), eq(characterFiles.characterId, id))).returning();
    if (!row) throw new AppError('NOT_FOUND', 'No such file.');
    await syncFormats(tx, id);
    await writeAudit(tx, actor, { action: 'remove_file', entity: 'character', entityId: id, summary: `Removed ${row.format} file ${row.fileName}`, before: { file: row.fileName, format: row.format }, after: null });
    return row.storageKey;
  });
}

/** The preview of any character, draft or published: for the admin editor only (the public route serves published ones). */
export async function adminPreviewKey(db: Database, id: string, which: 'image' | 'video'): Promise<string> {
  const [row] = await db.select({ image: characters.previewKey, video: characters.videoKey }).from(characters).where(eq(characters.id, id)).limit(1);
  const key = which === 'image' ? row?.image : row?.video;
  if (!key) throw new AppError('NOT_FOUND', 'This character has no preview of that kind.');
  return key;
}

/** Live check of the editor's slug field: is this address free (ignoring the character being edited)? */
export async function characterSlugFree(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  if (isReservedSlug(slug)) return false;
  const [taken] = await db.select({ id: characters.id }).from(characters)
    .where(exceptId ? and(eq(characters.slug, slug), ne(characters.id, exceptId)) : eq(characters.slug, slug)).limit(1);
  return !taken;
}
