import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http.ts';
import { listUsers } from '#/server/users/admin-users.ts';
import { parseTableQuery } from '#/lib/table-query.ts';

export const prerender = false;

export const GET = adminRoute(async ({ url }) => json(await listUsers(await getDb(), parseTableQuery(url.searchParams))));
