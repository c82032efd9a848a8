import { saleNoticesSchema } from '#/lib/api/earnings.ts';
import { artistRoute } from '#/server/artists/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { saveSaleNoticePrefs } from '#/server/royalties/sale-notices.ts';

export const prerender = false;

/** POST /api/contributor/sale-notices {mail, push}: whether the artist hears about each sale by mail and by push. */
export const POST = artistRoute(async ({ request }, actor) => json(await saveSaleNoticePrefs(await getDb(), actor.id, await readJson(request, saleNoticesSchema))));
