import { listOrders } from '#/server/admin-orders/list.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { ORDER_LIST } from '#/lib/admin-lists.ts';
import { parseListFilter } from '#/lib/list-filter.ts';
import { parseTableQuery } from '#/lib/table-query.ts';

export const prerender = false;

/** GET /api/admin/orders: one page; sort, search, status, kind and dates as on /admin/orders (unknown values ignored). */
export const GET = adminRoute(async ({ url }) =>
  json(await listOrders(await getDb(), parseTableQuery(url.searchParams), parseListFilter(url.searchParams, ORDER_LIST))));
