import { Readable } from 'node:stream';
import type { Database } from '#/server/db/open.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { assertValidKey, type ByteRange, type Storage } from '#/server/storage/storage.ts';
import { isPublicFile } from './files.ts';
import { parseRange } from './range.ts';
import { PRIVATE_FOLDERS } from './rules.ts';

const INLINE = /^(image\/(png|jpeg|webp)|video\/mp4)$/;

/**
 * A stored file as a response: its own content type, never sniffed
 * (nosniff), a sandbox CSP in case a browser renders it as a document, and a
 * Content-Disposition: inline only for images and videos, attachment otherwise.
 */
export function fileResponse(
  object: { size: number; contentType: string; body: Readable },
  options: { filename?: string; attachment?: boolean; cache?: 'public' | 'private'; range?: ByteRange } = {},
): Response {
  const inline = !options.attachment && INLINE.test(object.contentType);
  const filename = (options.filename ?? 'file').replace(/[^\w.-]+/g, '_').slice(0, 120);
  const { range } = options;
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    status: range ? 206 : 200,
    headers: {
      'content-type': object.contentType,
      'content-length': String(range ? range.end - range.start + 1 : object.size),
      'accept-ranges': 'bytes',
      ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${object.size}` } : {}),
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${filename}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': options.cache === 'private' ? 'private, no-store' : 'public, max-age=31536000, immutable',
    },
  });
}

const notFound = () => new AppError('NOT_FOUND', 'No file at this address.');

/**
 * The public file route: job folders are never public; in the characters folder
 * (previews beside source files) only files recorded as public are served.
 */
export async function publicFile(db: Database, storage: Storage, key: string, rangeHeader: string | null = null): Promise<Response> {
  try {
    assertValidKey(key);
  } catch {
    throw notFound();
  }
  const folder = key.split('/')[0] ?? '';
  if ((PRIVATE_FOLDERS as string[]).includes(folder)) throw notFound();
  if (folder === 'characters' && !(await isPublicFile(db, key))) throw notFound();
  return rangedFile(storage, key, rangeHeader, { filename: key.split('/')[1] ?? 'file' });
}

/** The file, or the byte range a video player asked for (206), or 416 for a range outside it. */
export async function rangedFile(storage: Storage, key: string, rangeHeader: string | null, options: Parameters<typeof fileResponse>[1] = {}) {
  const found = rangeHeader ? await storage.stat(key) : null;
  const parsed = found ? parseRange(rangeHeader, found.size) : null;
  if (found && parsed === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${found.size}` } });
  }
  const range = parsed && parsed !== 'unsatisfiable' ? parsed : undefined;
  const object = await storage.get(key, range);
  if (!object) throw notFound();
  return fileResponse(object, { ...options, range });
}

/** Any file, for admins (private ones included), always as a private, uncached response. */
export async function adminFile(storage: Storage, key: string): Promise<Response> {
  try {
    assertValidKey(key);
  } catch {
    throw notFound();
  }
  const object = await storage.get(key);
  if (!object) throw notFound();
  return fileResponse(object, { filename: key.split('/')[1] ?? 'file', cache: 'private' });
}
