import { createHash } from 'node:crypto';
import { PREVIEW_CACHE_CONTROL } from './policy.ts';

/**
 * A public stored file (preview, type picture) with a validator: the storage key changes whenever
 * the file is replaced, so its hash is a strong ETag and a matching If-None-Match gets a bodiless 304
 * without reading storage.
 */
export async function publicFileResponse(request: Request, key: string, load: (cache: string) => Promise<Response>): Promise<Response> {
  const etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers: { etag, 'cache-control': PREVIEW_CACHE_CONTROL } });
  }
  const response = await load(PREVIEW_CACHE_CONTROL);
  response.headers.set('etag', etag);
  return response;
}
