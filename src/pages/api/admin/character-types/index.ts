import { submitCharacterType } from '#/server/admin-catalogue/forms.ts';
import { listCharacterTypes } from '#/server/admin-catalogue/character-types.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

export const GET = adminRoute(async () => json({ rows: await listCharacterTypes(await getDb()) }));

export const POST = adminRoute(async ({ request }, actor) => json(await submitCharacterType(await getDb(), getStorage(), request, actor), { status: 201 }));
