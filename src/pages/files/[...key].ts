import type { APIContext } from 'astro';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';
import { publicFile } from '#/server/uploads/serve.ts';

export const prerender = false;

/** Public files (previews, icons, thumbnails, tutorial videos); private folders answer 404 here. */
export const GET = handle<APIContext>(async ({ params, request }) =>
  publicFile(await getDb(), getStorage(), params.key ?? '', request.headers.get('range')),
);
