import { listCharactersAdmin } from '#/server/admin-catalogue/characters.ts';
import { submitCharacter } from '#/server/admin-catalogue/forms.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';
import { parseTableQuery } from '#/lib/table-query.ts';

export const prerender = false;

export const GET = adminRoute(async ({ url }) => json(await listCharactersAdmin(await getDb(), parseTableQuery(url.searchParams))));

export const POST = adminRoute(async ({ request }, actor) => json(await submitCharacter(await getDb(), getStorage(), request, actor), { status: 201 }));
