import { buffer } from 'node:stream/consumers';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { characterFiles } from '#/server/db/schema.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { readClaims, type FileClaims, type StoredFile } from './claims.ts';

/** The small files that say what is inside: the rig (SVG), the layers (AI), the symbols (FLA), the animations (Lottie, sprite sheets). */
const TELLING = ['SVG', 'AI', 'FLA', 'LOTTIE', 'SPRITES'] as const;

/** Claims by the files' storage keys: a key is the hash of what made the file, so what it holds never changes. */
const known = new Map<string, FileClaims>();

/** What a character's stored files hold, for the page's "What's inside" panel: read from the files, null when none is ready. */
export async function whatsInside(db: Database, storage: Storage, characterId: string): Promise<FileClaims | null> {
  const rows = await db.select({ format: characterFiles.format, variant: characterFiles.variant, fileName: characterFiles.fileName, key: characterFiles.storageKey })
    .from(characterFiles).where(and(eq(characterFiles.characterId, characterId), inArray(characterFiles.format, [...TELLING])));
  // A set's files are ZIPs of its members' files: each member's page tells what is inside.
  const own = rows.filter((r) => !r.fileName.endsWith('.zip') && !(r.format === 'SPRITES' && r.fileName.endsWith('.png')));
  if (!own.length) return null;
  const id = own.map((r) => r.key).sort().join(',');
  const cached = known.get(id);
  if (cached) return cached;
  const files: StoredFile[] = [];
  for (const r of own) {
    const object = await storage.get(r.key);
    if (object) files.push({ format: r.format, variant: r.variant, fileName: r.fileName, data: await buffer(object.body) });
  }
  const claims = await readClaims(files);
  if (known.size > 200) known.clear();
  known.set(id, claims);
  return claims;
}
