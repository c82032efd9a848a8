import { listAudit } from '#/server/admin/audit.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { parseTableQuery } from '#/lib/table-query.ts';
import { parseAuditFilter } from '#/lib/audit-filter.ts';

export const prerender = false;

/** GET /api/admin/audit: one page of the log (table query plus actor, entity, from, to). Read-only: the log has no write route. */
export const GET = adminRoute(async ({ url }) => json(await listAudit(await getDb(), parseTableQuery(url.searchParams), parseAuditFilter(url.searchParams))));
