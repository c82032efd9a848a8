import { and, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { characterFiles } from '#/server/db/schema.ts';
import { derive, type MediaContext } from './derived.ts';
import { setZip } from './set-files.ts';
import { singleFiles, suffix, type FileFormat, type Made } from './single-files.ts';
import type { ArtSource } from './source.ts';

export { FILE_FORMATS, CONTENT_TYPES, type FileFormat } from './single-files.ts';

/**
 * The files of one format a drawn character offers: a single character's (one per variant: a PNG per
 * pose), or for a set one ZIP holding each member's files, named after them, and the group scene's.
 */
export function makers(ctx: MediaContext, format: FileFormat, source: ArtSource, character: { slug: string; title: string }): Made[] {
  if (source.kind === 'single') return singleFiles(format, source.art, character.title, character.slug);
  return [setZip(ctx, format, source, character)];
}

/** `pirate-pete.png`, `pirate-pete-three-quarter.png`; a set's ZIP of one format: `forest-friends-set-png.zip`. */
const fileName = (slug: string, format: FileFormat, made: Made) =>
  made.ext === 'zip' ? `${slug}-${format.toLowerCase()}.zip` : `${slug}${suffix(made)}.${made.ext}`;

/** Makes (or reuses) the downloadable files of one format of a drawn character and records them: one row per variant. */
export async function prepareFile(db: DbOrTx, ctx: MediaContext, character: { id: string; slug: string; title: string }, source: ArtSource, format: FileFormat): Promise<void> {
  const list = makers(ctx, format, source, character);
  const rows = await db.select({ id: characterFiles.id, key: characterFiles.storageKey, variant: characterFiles.variant }).from(characterFiles)
    .where(and(eq(characterFiles.characterId, character.id), eq(characterFiles.format, format)));
  for (const made of list) {
    const row = rows.find((r) => r.variant === made.variant);
    const stored = await derive(ctx, { input: made.input, ext: made.ext, contentType: made.contentType, recorded: row?.key }, made.data);
    if (stored.unchanged) continue;
    const values = { size: stored.size, checksum: stored.checksum, storageKey: stored.key, fileName: fileName(character.slug, format, made), width: made.width ?? null, height: made.height ?? null, durationMs: made.durationMs ?? null };
    if (row) await db.update(characterFiles).set(values).where(eq(characterFiles.id, row.id));
    else await db.insert(characterFiles).values({ characterId: character.id, format, variant: made.variant, ...values });
  }
  // A pose the builder no longer draws leaves the downloads.
  await db.delete(characterFiles).where(and(eq(characterFiles.characterId, character.id), eq(characterFiles.format, format), notInArray(characterFiles.variant, list.map((m) => m.variant))));
}
