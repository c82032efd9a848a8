import { storeSettingsSchema } from '#/lib/settings.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { getSettings, paymentStatus, saveSettings } from '#/server/settings/settings.ts';

export const prerender = false;

/** GET /api/admin/settings: every setting and the payment provider's status (read-only, from the environment). */
export const GET = adminRoute(async () => json({ settings: await getSettings(await getDb()), payment: paymentStatus() }));

/** POST /api/admin/settings (all settings): saves what changed, audited; every process sees it at commit. */
export const POST = adminRoute(async ({ request }, actor) => json(await saveSettings(await getDb(), actor, await readJson(request, storeSettingsSchema))));
