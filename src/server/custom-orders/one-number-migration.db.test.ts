import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { insertUser, orderJob, orderUnpaidJob, tempStorage } from '#test-support/factories/jobs.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { MIGRATIONS_DIR } from '#/server/db/migrate.ts';
import { orders } from '#/server/db/schema.ts';
import { customJobs, customJobTransitions } from '#/server/db/schema/jobs.ts';

/** migrations/0675 on a database made before it: jobs numbered on their own take their order's number. */
describe(`one number for a custom order (migration) on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDb();
  });
  afterEach(async () => handle.close());

  it('renumbers old jobs to their order number, gives unpaid ones a fresh one, and dates old approvals', async () => {
    const storage = tempStorage();
    const customer = await insertUser(handle.db, 'user');
    const paid = await orderJob(handle.db, storage, customer);
    const unpaid = await orderUnpaidJob(handle.db, storage, customer);
    // As before the migration: jobs counted 1, 2… on their own, so job 1 could meet order 1's number.
    await handle.db.update(customJobs).set({ number: 2 }).where(eq(customJobs.id, paid.id));
    await handle.db.update(customJobs).set({ number: 1 }).where(eq(customJobs.id, unpaid.id));
    await handle.db.insert(customJobTransitions).values({ jobId: paid.id, actorRole: 'admin', action: 'approve', fromStatus: 'PENDING', toStatus: 'APPROVED', createdAt: new Date('2026-11-27T10:00:00Z') });
    await handle.sql.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, '0675_job_one_number_and_due_date.sql'), 'utf8'));
    const [order] = await handle.db.select().from(orders).where(eq(orders.jobId, paid.id));
    const [after] = await handle.db.select().from(customJobs).where(eq(customJobs.id, paid.id));
    const [fresh] = await handle.db.select().from(customJobs).where(eq(customJobs.id, unpaid.id));
    expect(after!.number).toBe(order!.number);
    expect(fresh!.number).toBeGreaterThan(order!.number);
    expect(after!.dueOn).toBe('2026-12-04');
  });
});
