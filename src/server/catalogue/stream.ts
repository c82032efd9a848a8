import { Readable } from 'node:stream';
import { SUPPORT_EMAIL } from '#/lib/site.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { getStorage } from '#/server/storage/index.ts';

/** A stored object as a Response body; `attachment` makes browsers save it instead of showing it. */
export async function storedResponse(key: string, options: { fileName?: string; cache: string }): Promise<Response> {
  const object = await getStorage().get(key);
  if (!object) throw new AppError('NOT_FOUND', `The file is missing from storage. Contact ${SUPPORT_EMAIL}.`);
  const headers = new Headers({
    'content-type': object.contentType,
    'content-length': String(object.size),
    'x-content-type-options': 'nosniff',
    'cache-control': options.cache,
  });
  if (options.fileName) {
    const ascii = options.fileName.replace(/[^\w.-]/g, '_');
    headers.set('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(options.fileName)}`);
  }
  return new Response(Readable.toWeb(object.body) as ReadableStream, { status: 200, headers });
}
