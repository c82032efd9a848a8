import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { listUsers } from '#/server/users/admin-users.ts';
import { USER_LIST } from '#/lib/admin-lists.ts';
import { parseListFilter } from '#/lib/list-filter.ts';
import { parseTableQuery } from '#/lib/table-query.ts';

export const prerender = false;

/** GET /api/admin/users: one page; sort, search, role, state and joined dates as on /admin/users (unknown values ignored). */
export const GET = adminRoute(async ({ url }) =>
  json(await listUsers(await getDb(), parseTableQuery(url.searchParams), parseListFilter(url.searchParams, USER_LIST))));
