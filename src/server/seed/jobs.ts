import { eq, inArray } from 'drizzle-orm';
import { dueOnFor } from '#/lib/jobs/due.ts';
import { customJobs, customJobTransitions } from '#/server/db/schema/jobs.ts';
import { users } from '#/server/db/schema/users.ts';
import type { Seeder } from './seeder.ts';

/**
 * Two demo custom jobs for the demo customer: one waiting for review, one in
 * process with the demo artist. Rows only (no mail, no files), so the seed
 * script runs outside the server. Skipped when the demo accounts are missing.
 */
export const jobsSeeder: Seeder = {
  name: 'jobs',
  async run(db, log) {
    const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['user@toonmart.test', 'contributor@toonmart.test', 'admin@toonmart.test']));
    const id = (email: string) => people.find((p) => p.email === email)?.id;
    const [customer, artist, admin] = [id('user@toonmart.test'), id('contributor@toonmart.test'), id('admin@toonmart.test')];
    if (!customer || !artist || !admin) return log('[seed] custom jobs skipped: demo accounts missing');
    if ((await db.select({ id: customJobs.id }).from(customJobs).where(eq(customJobs.customerId, customer)).limit(1)).length) return;
    // The job in process was approved two days ago, so its due day is in the future.
    const approvedAt = new Date(Date.now() - 2 * 86_400_000);
    const base = { customerId: customer, paymentMethod: 'credits' as const, paymentStatus: 'paid' as const, style: 'Flat vector' };
    const [pending, working] = await db
      .insert(customJobs)
      .values([
        { ...base, title: 'Pip the delivery penguin', brief: 'A quick, friendly penguin courier for a parcel app; audience: young adults.', intendedUse: 'App icons and push notifications', levelName: 'Essential', priceCents: 14900, turnaroundDays: 5, correctionRounds: 2 },
        { ...base, title: 'Luna the librarian owl', brief: 'A wise but playful owl who recommends books to children aged 6 to 10.', intendedUse: 'Reading app and school posters', levelName: 'Professional', priceCents: 34900, turnaroundDays: 8, correctionRounds: 3, status: 'IN_PROCESS' as const, artistId: artist, approvedAt, dueOn: dueOnFor(approvedAt, 8) },
      ])
      .returning({ id: customJobs.id });
    if (!pending || !working) return;
    const order = { actorId: customer, actorRole: 'customer', action: 'order', fromStatus: null, toStatus: 'PENDING' as const };
    await db.insert(customJobTransitions).values([
      { ...order, jobId: pending.id },
      { ...order, jobId: working.id },
      { jobId: working.id, actorId: admin, actorRole: 'admin', action: 'approve', fromStatus: 'PENDING', toStatus: 'APPROVED' },
      { jobId: working.id, actorId: admin, actorRole: 'admin', action: 'allocate', fromStatus: 'APPROVED', toStatus: 'APPROVED' },
      { jobId: working.id, actorId: artist, actorRole: 'contributor', action: 'start', fromStatus: 'APPROVED', toStatus: 'IN_PROCESS' },
    ]);
    log('[seed] custom jobs: 2 for user@toonmart.test');
  },
};
