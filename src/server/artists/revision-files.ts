import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import type { Database, DbOrTx, Tx } from '#/server/db/open.ts';
import { one } from '#/server/db/rows.ts';
import { characterFiles, characterPendingFiles, characters, characterSubmissions, type PendingMedia } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { ReceivedFile } from '#/server/uploads/receive.ts';
import { FORMATS } from '#/server/uploads/rules.ts';

/**
 * Files and preview media of a character on sale change only through review
 * (docs/decisions/0108-pending-files.md): an upload waits in character_pending_files
 * (one per format) while buyers keep downloading the published files; approval swaps
 * them in within the decision's transaction, a rejection drops them. The storage keys
 * these functions give back are removed by the caller once the transaction committed.
 */
export const pendingFilesOf = (db: DbOrTx, characterId: string) =>
  db.select().from(characterPendingFiles).where(eq(characterPendingFiles.characterId, characterId)).orderBy(asc(characterPendingFiles.format));

/** Queues a replacement (or a new format); a second upload of a format replaces the first one waiting. */
export async function addPendingFile(db: Database, actor: Actor, own: { id: string; slug: string; title: string }, file: ReceivedFile | undefined) {
  if (!file) throw new AppError('VALIDATION_FAILED', 'Choose a file to upload.');
  const format = FORMATS[file.format].label as 'EPS' | 'AI' | 'PNG' | 'MP4' | 'FLA';
  return db.transaction(async (tx) => {
    const [earlier] = await tx.delete(characterPendingFiles)
      .where(and(eq(characterPendingFiles.characterId, own.id), eq(characterPendingFiles.format, format))).returning();
    const row = one(await tx.insert(characterPendingFiles).values({
      characterId: own.id, format, fileName: `${own.slug}.${format.toLowerCase()}`, size: file.size, checksum: file.sha256, storageKey: file.key,
    }).returning());
    await writeAudit(tx, actor, { action: 'add_pending_file', entity: 'submission', entityId: own.id, summary: `Added ${format} file to the revision of "${own.title}"`, after: { file: row.fileName, format, size: file.size } });
    return { row, replaced: earlier?.storageKey ?? null };
  });
}

/** Takes a waiting file out of the revision; a published file cannot be removed this way (409). */
export async function removePendingFile(db: Database, actor: Actor, characterId: string, fileId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(characterPendingFiles).where(and(eq(characterPendingFiles.id, fileId), eq(characterPendingFiles.characterId, characterId))).returning();
    if (!row) {
      const [live] = await tx.select({ id: characterFiles.id }).from(characterFiles).where(and(eq(characterFiles.id, fileId), eq(characterFiles.characterId, characterId)));
      if (live) throw new AppError('CONFLICT', 'Files on sale change only through review: upload a replacement of the same format instead.');
      throw new AppError('NOT_FOUND', 'No such file.');
    }
    await writeAudit(tx, actor, { action: 'remove_pending_file', entity: 'submission', entityId: characterId, summary: `Removed ${row.format} file from the revision`, before: { file: row.fileName }, after: null });
    return row.storageKey;
  });
}

/** On approval: waiting files replace the published ones of their format, waiting media the previews. Returns the replaced keys. */
export async function applyPendingFiles(tx: Tx, characterId: string, media: PendingMedia | null): Promise<string[]> {
  const waiting = await pendingFilesOf(tx, characterId);
  const replaced: string[] = [];
  for (const file of waiting) {
    const old = await tx.delete(characterFiles).where(and(eq(characterFiles.characterId, characterId), eq(characterFiles.format, file.format))).returning();
    replaced.push(...old.map((o) => o.storageKey));
    // The waiting row keeps its id: the one the artist was answered is the file buyers get.
    const { createdAt: _at, ...values } = file;
    await tx.insert(characterFiles).values(values);
  }
  await tx.delete(characterPendingFiles).where(eq(characterPendingFiles.characterId, characterId));
  const [current] = await tx.select({ previewKey: characters.previewKey, videoKey: characters.videoKey }).from(characters).where(eq(characters.id, characterId)).for('update');
  if (media?.previewKey && current?.previewKey) replaced.push(current.previewKey);
  if (media?.videoKey && current?.videoKey) replaced.push(current.videoKey);
  await tx.update(characters).set({
    ...(media?.previewKey ? { previewKey: media.previewKey } : {}),
    ...(media?.videoKey ? { videoKey: media.videoKey } : {}),
    formats: sql`ARRAY(SELECT DISTINCT format FROM character_files WHERE character_id = ${characterId} ORDER BY format)`,
  }).where(eq(characters.id, characterId));
  return replaced;
}

/** On a rejected revision: the waiting files and media go; the published ones stay. Returns their keys. */
export async function dropPendingFiles(tx: Tx, characterId: string, media: PendingMedia | null): Promise<string[]> {
  const dropped = await tx.delete(characterPendingFiles).where(eq(characterPendingFiles.characterId, characterId)).returning();
  await tx.update(characterSubmissions).set({ pendingMedia: null }).where(eq(characterSubmissions.characterId, characterId));
  return [...dropped.map((d) => d.storageKey), media?.previewKey, media?.videoKey].filter((k): k is string => Boolean(k));
}
