import { auditCsv } from '#/server/admin/audit.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { parseAuditFilter } from '#/lib/audit-filter.ts';

export const prerender = false;

/** GET /api/admin/audit/export?actor&entity&from&to: the filtered log as CSV (newest first), downloaded as a file. */
export const GET = adminRoute(async ({ url }) => {
  const filter = parseAuditFilter(url.searchParams);
  const body = await auditCsv(await getDb(), filter);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="toonmart-audit-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
});
