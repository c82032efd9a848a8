import { and, inArray, ne, sql } from 'drizzle-orm';
import type { JobFilter } from '#/lib/api/jobs.ts';
import type { ListFilter } from '#/lib/list-filter.ts';
import type { TableQuery } from '#/lib/table-query.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { eachAlone, type BulkResult } from '#/server/admin/bulk.ts';
import { filterWhere, paginate } from '#/server/admin/paginate.ts';
import type { Database } from '#/server/db/open.ts';
import { customJobs, type CustomJobRow } from '#/server/db/schema/jobs.ts';
import { users } from '#/server/db/schema/users.ts';
import { filterCondition, NUMBER } from './queries.ts';
import { act } from './workflow.ts';

/** A row of the admin jobs table: the job with its customer's and artist's names. */
export type AdminJobRow = CustomJobRow & { customerEmail: string; customerName: string; artistName: string | null };

const customerEmail = sql`(SELECT email FROM users WHERE users.id = ${customJobs.customerId})`;

/**
 * The admin jobs table: the spec's tabs (`tab`: all, not allocated, in review, completed), status
 * and ordered from / to (src/lib/admin-lists.ts JOB_LIST), search, server-side sort and paging
 * like every admin list. A card order awaiting payment is not for review yet, so it is left out.
 */
export async function listJobsAdmin(db: Database, query: TableQuery, tab: JobFilter, filter: ListFilter = {}) {
  const number = NUMBER.test(query.q) ? Number(query.q.replace(/\D/g, '')) : null;
  const page = await paginate<CustomJobRow>(db, {
    table: customJobs,
    where: and(ne(customJobs.paymentStatus, 'unpaid'), filterCondition(tab), filterWhere(filter, { status: customJobs.status }, customJobs.createdAt)),
    sortable: {
      createdAt: customJobs.createdAt, number: customJobs.number, title: customJobs.title, levelName: customJobs.levelName,
      status: customJobs.status, priceCents: customJobs.priceCents, customer: customerEmail, dueOn: customJobs.dueOn,
    },
    searchable: [customJobs.title, customJobs.brief, customerEmail, ...(number !== null ? [sql`${customJobs.number}::text`] : [])],
  }, number !== null ? { ...query, q: String(number) } : query);
  const ids = [...new Set(page.rows.flatMap((j) => (j.artistId ? [j.customerId, j.artistId] : [j.customerId])))];
  const people = ids.length ? await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const rows: AdminJobRow[] = page.rows.map((j) => ({
    ...j,
    customerEmail: byId.get(j.customerId)?.email ?? '',
    customerName: byId.get(j.customerId)?.name ?? '',
    artistName: j.artistId ? (byId.get(j.artistId)?.name ?? null) : null,
  }));
  return { ...page, rows };
}

/**
 * Puts several jobs on HOLD or moves them back: each through the job state machine on its own
 * (its lock, checks, transition log, audit entry and notice), so an illegal move (a completed job
 * put on hold) is reported for that job and the others still change.
 */
export function actOnJobs(db: Database, actor: Actor, ids: string[], action: 'hold' | 'resume'): Promise<BulkResult> {
  return eachAlone(ids, (id) => act(db, actor, id, action));
}
