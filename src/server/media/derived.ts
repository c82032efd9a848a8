import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Storage } from '#/server/storage/storage.ts';

/** Bump when a writer's output changes for the same input: every derived file is then made again. */
export const PIPELINE_VERSION = 'media-1';

export type MediaContext = {
  storage: Storage;
  /** A local folder that keeps derived files across fresh databases and storages (tests, demo resets); optional. */
  cacheDir?: string | null;
  /** Told when a derived file is not the one its record already names (something a page shows has changed). */
  onChange?: () => void;
};

/** `unchanged`: the caller's record already names this key (and the object exists): nothing to write. */
export type Derived = { key: string; size: number; checksum: string; unchanged: boolean };

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** A storage key named by the content hash, in the shape storage accepts (folder/uuid.ext). */
export function contentKey(hash: string, ext: string, folder: 'characters' | 'character-types' | 'tutorials' = 'characters'): string {
  const h = hash.slice(0, 32);
  return `${folder}/${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}.${ext}`;
}

async function hashStored(storage: Storage, key: string): Promise<string | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const hash = createHash('sha256');
  for await (const chunk of object.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function fromCache(dir: string | null | undefined, name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  if (!dir) return make();
  const file = path.join(dir, name);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const data = await make();
  await mkdir(dir, { recursive: true });
  // Two characters may share a picture and be prepared at once: each writes its own temporary file.
  const part = `${file}.${process.pid}-${randomUUID()}.part`;
  await writeFile(part, data);
  await rename(part, file);
  return data;
}

/**
 * The file made by `make` from `input` (a description of everything the output depends on), stored
 * once under a key named by the hash of that input: a file already in storage, or in the local
 * cache, is reused instead of being made again. Same input, same key, on every server.
 */
export async function derive(
  ctx: MediaContext,
  what: { input: string; ext: string; contentType: string; recorded?: string | null; folder?: 'characters' | 'character-types' | 'tutorials' },
  make: () => Promise<Buffer>,
): Promise<Derived> {
  const key = contentKey(sha256(`${PIPELINE_VERSION}\n${what.ext}\n${what.input}`), what.ext, what.folder);
  // Characters that share a picture, prepared at once, wait for one another instead of writing the same key twice.
  const pending = inflight.get(key);
  let made: Promise<Derived>;
  if (pending) made = pending.then((d) => ({ ...d, unchanged: what.recorded === key }));
  else {
    made = deriveOnce(ctx, key, what, make).finally(() => inflight.delete(key));
    inflight.set(key, made);
  }
  const derived = await made;
  if (!derived.unchanged) ctx.onChange?.();
  return derived;
}

const inflight = new Map<string, Promise<Derived>>();

async function deriveOnce(ctx: MediaContext, key: string, what: { contentType: string; recorded?: string | null }, make: () => Promise<Buffer>): Promise<Derived> {
  const existing = await ctx.storage.stat(key);
  if (existing && what.recorded === key) return { key, size: existing.size, checksum: '', unchanged: true };
  if (existing) {
    const checksum = await hashStored(ctx.storage, key);
    if (checksum) return { key, size: existing.size, checksum, unchanged: false };
  }
  const data = await fromCache(ctx.cacheDir, path.basename(key), make);
  await ctx.storage.put(key, Readable.from([data]), { contentType: what.contentType });
  return { key, size: data.length, checksum: sha256(data), unchanged: false };
}
