import { adminRoute } from '#/server/admin/route.ts';
import { submitTutorial } from '#/server/content/admin-forms.ts';
import { listTutorials } from '#/server/content/tutorials.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';
import { parseTableQuery } from '#/lib/table-query.ts';

export const prerender = false;

export const GET = adminRoute(async ({ url }) => json(await listTutorials(await getDb(), parseTableQuery(url.searchParams))));

export const POST = adminRoute(async ({ request }, actor) => json(await submitTutorial(await getDb(), getStorage(), request, actor), { status: 201 }));
