import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { characterFiles } from '#/server/db/schema.ts';
import { sceneToAi } from './ai.ts';
import { derive, type MediaContext } from './derived.ts';
import { sceneToEps } from './eps.ts';
import { scenesToFla } from './fla.ts';
import { animationToMp4, MP4_LOOP } from './mp4.ts';
import { PNG_SIZE, fitSize, sceneToPng } from './png.ts';
import { animationAt, mainScene, type ArtSource } from './source.ts';

export type FileFormat = 'EPS' | 'AI' | 'PNG' | 'MP4' | 'FLA';
export const CONTENT_TYPES: Record<FileFormat, string> = { EPS: 'application/postscript', AI: 'application/pdf', PNG: 'image/png', MP4: 'video/mp4', FLA: 'application/zip' };

/** FLA keyframes: the loop at 12 drawings a second, each held two frames at 24 fps. */
const FLA_KEYFRAMES = MP4_LOOP.seconds * 12;

type Made = { data: () => Promise<Buffer>; input: string; width?: number; height?: number; durationMs?: number };

/** How each format is made from the source, and what it depends on (the key of the derived file). */
export function maker(format: FileFormat, source: ArtSource, title: string): Made {
  const scene = mainScene(source);
  const json = JSON.stringify(scene);
  const loop = (n: number) => Array.from({ length: n }, (_, i) => animationAt(source, i / n));
  switch (format) {
    case 'EPS':
      return { data: async () => sceneToEps(scene, title), input: `${title}\n${json}`, width: scene.width, height: scene.height };
    case 'AI':
      return { data: () => sceneToAi(scene, title), input: `${title}\n${json}`, width: scene.width, height: scene.height };
    case 'PNG':
      return { data: () => sceneToPng(scene), input: json, ...fitSize(scene, PNG_SIZE) };
    case 'FLA':
      return { data: async () => scenesToFla(loop(FLA_KEYFRAMES), title), input: `${title}\n${JSON.stringify(loop(FLA_KEYFRAMES))}`, width: scene.width, height: scene.height, durationMs: MP4_LOOP.seconds * 1000 };
    case 'MP4':
      return {
        data: () => animationToMp4((t) => animationAt(source, t)),
        input: `${JSON.stringify(MP4_LOOP)}\n${JSON.stringify(loop(8))}`,
        width: MP4_LOOP.width, height: MP4_LOOP.height, durationMs: MP4_LOOP.seconds * 1000,
      };
  }
}

const slugName = (slug: string, format: FileFormat) => `${slug}.${format.toLowerCase()}`;

/** Makes (or reuses) one downloadable file of a drawn character and records it: one row per format. */
export async function prepareFile(db: DbOrTx, ctx: MediaContext, character: { id: string; slug: string; title: string }, source: ArtSource, format: FileFormat): Promise<void> {
  const made = maker(format, source, character.title);
  const [row] = await db.select({ id: characterFiles.id, key: characterFiles.storageKey }).from(characterFiles)
    .where(and(eq(characterFiles.characterId, character.id), eq(characterFiles.format, format))).limit(1);
  const stored = await derive(ctx, { input: made.input, ext: format.toLowerCase(), contentType: CONTENT_TYPES[format], recorded: row?.key }, made.data);
  if (stored.unchanged) return;
  const values = { size: stored.size, checksum: stored.checksum, storageKey: stored.key, width: made.width ?? null, height: made.height ?? null, durationMs: made.durationMs ?? null };
  if (row) await db.update(characterFiles).set(values).where(eq(characterFiles.id, row.id));
  else await db.insert(characterFiles).values({ characterId: character.id, format, fileName: slugName(character.slug, format), ...values });
}
