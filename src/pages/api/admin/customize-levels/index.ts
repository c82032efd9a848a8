import { adminRoute } from '#/server/admin/route.ts';
import { submitCustomizeLevel } from '#/server/content/admin-forms.ts';
import { listCustomizeLevels } from '#/server/content/customize-levels.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

export const GET = adminRoute(async () => json({ rows: await listCustomizeLevels(await getDb()) }));

export const POST = adminRoute(async ({ request }, actor) => json(await submitCustomizeLevel(await getDb(), getStorage(), request, actor), { status: 201 }));
