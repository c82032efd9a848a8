import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { characterSubmissions, customJobs } from '#/server/db/schema.ts';
import { balanceOf, earningsThisMonth, type Balance } from '#/server/royalties/balance.ts';

/** Allocated jobs waiting for the artist: approved (to start) or in process (including corrections). */
const WAITING = ['APPROVED', 'IN_PROCESS'] as const;

export type ContributorDashboard = { jobsWaiting: number; inReview: number; monthCents: number; balance: Balance };

export async function contributorDashboard(db: DbOrTx, artistId: string, now = new Date()): Promise<ContributorDashboard> {
  const [jobs] = await db.select({ n: count() }).from(customJobs).where(and(eq(customJobs.artistId, artistId), inArray(customJobs.status, [...WAITING])));
  const [review] = await db.select({ n: count() }).from(characterSubmissions).where(and(eq(characterSubmissions.artistId, artistId), eq(characterSubmissions.state, 'in_review')));
  return { jobsWaiting: jobs?.n ?? 0, inReview: review?.n ?? 0, monthCents: await earningsThisMonth(db, artistId, now), balance: await balanceOf(db, artistId, now) };
}
