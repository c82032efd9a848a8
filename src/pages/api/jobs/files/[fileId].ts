import { Readable } from 'node:stream';
import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http/responses.ts';
import { viewerOf } from '#/server/custom-orders/access.ts';
import { openJobFile } from '#/server/custom-orders/thread.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** GET /api/jobs/files/{id}: a reference, delivery or correction file, for people who may see its job. */
export const GET: APIRoute = handle(async ({ locals, params }) => {
  const viewer = viewerOf(requireUser(locals));
  const file = await openJobFile(await getDb(), getStorage(), viewer, params.fileId ?? '');
  return new Response(Readable.toWeb(file.body) as ReadableStream, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.size),
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
