import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { listJobsAdmin } from '#/server/custom-orders/admin-list.ts';
import { JOB_LIST } from '#/lib/admin-lists.ts';
import { jobListQuery } from '#/lib/api/jobs.ts';
import { parseListFilter } from '#/lib/list-filter.ts';
import { parseTableQuery } from '#/lib/table-query.ts';

export const prerender = false;

/** GET /api/admin/jobs: one page of the admin jobs table; tab (`filter`), status, dates, sort and search as on /admin/jobs. */
export const GET = adminRoute(async ({ url }) => {
  const { filter: tab } = jobListQuery.parse(Object.fromEntries(url.searchParams));
  return json(await listJobsAdmin(await getDb(), parseTableQuery(url.searchParams), tab, parseListFilter(url.searchParams, JOB_LIST)));
});
