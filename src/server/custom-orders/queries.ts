import { and, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type JobFilter } from '#/lib/api/jobs.ts';
import type { Database } from '#/server/db/open.ts';
import { customJobs } from '#/server/db/schema/jobs.ts';
import { users } from '#/server/db/schema/users.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { isAdmin, type Viewer } from './access.ts';

/** The spec's job list filters: View All, Not Allocated (artist pending), In Review, Completed. */
export const JOB_FILTER_LABELS: Record<JobFilter, string> = {
  all: 'View All',
  unallocated: 'Not Allocated',
  in_review: 'In Review',
  completed: 'Completed',
};


/** A custom order's number as typed: "TM-001041", "#1041" or "1041". */
export const NUMBER = /^(?:#|TM-?)?\d{1,9}$/i;

/** Whose jobs a list shows: the customer's own, the artist's allocated ones, or all (admin). */
export type JobScope = 'customer' | 'contributor' | 'admin';

const customer = alias(users, 'customer');
const artist = alias(users, 'artist');

function scopeCondition(scope: JobScope, viewer: Viewer): SQL | undefined {
  if (scope === 'admin') {
    if (!isAdmin(viewer)) throw new AppError('FORBIDDEN');
    // A card order awaiting payment is not for review yet.
    return ne(customJobs.paymentStatus, 'unpaid');
  }
  if (scope === 'contributor') {
    if (viewer.role !== 'contributor') throw new AppError('FORBIDDEN');
    return eq(customJobs.artistId, viewer.id);
  }
  return eq(customJobs.customerId, viewer.id);
}

/** The spec's tabs as a condition (also the admin list's tabs, src/server/custom-orders/admin-list.ts). */
export function filterCondition(filter: JobFilter): SQL | undefined {
  if (filter === 'unallocated') return and(isNull(customJobs.artistId), sql`${customJobs.status} NOT IN ('REJECTED', 'COMPLETED')`);
  if (filter === 'in_review') return eq(customJobs.status, 'IN_REVIEW');
  if (filter === 'completed') return eq(customJobs.status, 'COMPLETED');
  return undefined;
}

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const number = NUMBER.test(q) ? eq(customJobs.number, Number(q.replace(/\D/g, ''))) : undefined;
  return or(number, ilike(customJobs.title, like), ilike(customJobs.brief, like), ilike(customer.email, like), ilike(customer.name, like));
}

export type JobListItem = Awaited<ReturnType<typeof listJobs>>[number];

/** One page of jobs (newest first) for a scope, a filter and a search. */
export async function listJobs(db: Database, viewer: Viewer, scope: JobScope, query: { filter: JobFilter; q: string }, limit = 50) {
  return db
    .select({
      id: customJobs.id,
      number: customJobs.number,
      title: customJobs.title,
      levelName: customJobs.levelName,
      priceCents: customJobs.priceCents,
      turnaroundDays: customJobs.turnaroundDays,
      dueOn: customJobs.dueOn,
      status: customJobs.status,
      createdAt: customJobs.createdAt,
      updatedAt: customJobs.updatedAt,
      customerName: customer.name,
      customerEmail: customer.email,
      artistId: customJobs.artistId,
      artistName: artist.name,
    })
    .from(customJobs)
    .innerJoin(customer, eq(customer.id, customJobs.customerId))
    .leftJoin(artist, eq(artist.id, customJobs.artistId))
    .where(and(scopeCondition(scope, viewer), filterCondition(query.filter), searchCondition(query.q)))
    .orderBy(desc(customJobs.createdAt))
    .limit(limit);
}

/** The contributors an admin can allocate a job to. */
export async function listArtists(db: Database, viewer: Viewer) {
  if (!isAdmin(viewer)) throw new AppError('FORBIDDEN');
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'contributor'), isNull(users.disabledAt)))
    .orderBy(users.name);
}
