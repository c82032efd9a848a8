import type { APIRoute } from 'astro';
import { storedResponse } from '#/server/catalogue/stream.ts';
import { authoriseDownload } from '#/server/commerce/downloads.ts';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http/responses.ts';
import { requestIp } from '#/server/http/request-ip.ts';

export const prerender = false;

/** Streams a character file to a user entitled to it (any signed-in user for a free character). */
export const GET: APIRoute = handle(async (context) => {
  const { params, locals } = context;
  const grant = await authoriseDownload(await getDb(), locals.user, params.fileId ?? '', requestIp(context));
  console.log(`[downloads] user ${locals.user?.id} took ${params.fileId} (${grant.fileName})`);
  return storedResponse(grant.storageKey, { fileName: grant.fileName, cache: 'private, no-store' });
});
