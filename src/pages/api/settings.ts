import { publicSettings } from '#/lib/settings.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';
import { getSettings } from '#/server/settings/settings.ts';

export const prerender = false;

/** GET /api/settings: the texts the free-samples popup shows (editable at /admin/settings); cached briefly by browsers. */
export const GET = handle(async () => json(publicSettings(await getSettings(await getDb())), { headers: { 'cache-control': 'public, max-age=60' } }));
