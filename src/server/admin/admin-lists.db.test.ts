import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { orderJob, tempStorage } from '#test-support/factories/jobs.ts';
import type { Role } from '#/lib/access.ts';
import { one } from '#/server/db/rows.ts';
import { ORDER_LIST, USER_LIST } from '#/lib/admin-lists.ts';
import { parseListFilter } from '#/lib/list-filter.ts';
import { parseTableQuery } from '#/lib/table-query.ts';
import { listOrders } from '#/server/admin-orders/list.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { orders, users } from '#/server/db/schema.ts';
import type { Actor } from './actor.ts';
import { actOnJobs, listJobsAdmin } from '#/server/custom-orders/admin-list.ts';
import { act } from '#/server/custom-orders/workflow.ts';
import { listUsers, setUsersDisabled } from '#/server/users/admin-users.ts';
import { listAudit } from './audit.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});
const q = (qs: string) => parseTableQuery(new URLSearchParams(qs));
const noSessions = async () => {};
let made = 0;
async function insertUser(db: DatabaseHandle['db'], role: Role): Promise<Actor> {
  const email = `${role}-${++made}-${Date.now()}@toonmart.test`;
  const row = one(await db.insert(users).values({ email, name: `${role} ${made}`, role }).returning());
  return { id: row.id, email: row.email, role: row.role };
}

describe(`admin lists and bulk actions on ${testDatabaseKind}`, () => {
  it('filters users by role and state, and disables in bulk with the super_admin rule, auditing each', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const admin = await insertUser(db, 'admin');
    const otherAdmin = await insertUser(db, 'admin');
    const a = await insertUser(db, 'user');
    const b = await insertUser(db, 'contributor');
    const admins = await listUsers(db, q(''), parseListFilter(new URLSearchParams('role=admin'), USER_LIST));
    expect(admins.rows.map((u) => u.id).sort()).toEqual([admin.id, otherAdmin.id].sort());
    const result = await setUsersDisabled(db, admin, [a.id, otherAdmin.id, b.id, admin.id], true, noSessions);
    expect(result.changed).toEqual([a.id, b.id]);
    expect(result.refused).toEqual([
      { id: otherAdmin.id, message: 'Only a super admin can disable an admin or super admin.' },
      { id: admin.id, message: 'You cannot disable your own account.' },
    ]);
    const disabled = await listUsers(db, q('sort=email&dir=asc'), parseListFilter(new URLSearchParams('state=disabled'), USER_LIST));
    expect(disabled.rows.map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
    const audit = await listAudit(db, q(''));
    expect(audit.rows.filter((r) => r.action === 'disable').map((r) => r.entityId).sort()).toEqual([a.id, b.id].sort());
  });

  it('sorts orders by total on the server, filters by status and date, and ignores unknown sort columns', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const buyer = await insertUser(db, 'user');
    const order = (totalCents: number, status: 'paid' | 'refunded', createdAt: Date) =>
      ({ userId: buyer.id, kind: 'characters' as const, status, totalCents, idempotencyKey: crypto.randomUUID(), createdAt });
    await db.insert(orders).values([order(500, 'paid', new Date('2026-11-01T10:00:00Z')), order(2500, 'refunded', new Date('2026-11-10T10:00:00Z')), order(1500, 'paid', new Date('2026-11-20T23:59:00Z'))]);
    expect((await listOrders(db, q('sort=totalCents&dir=desc'))).rows.map((o) => o.totalCents)).toEqual([2500, 1500, 500]);
    expect((await listOrders(db, q('sort=totalCents&dir=asc'))).rows.map((o) => o.totalCents)).toEqual([500, 1500, 2500]);
    // Not a sortable column: the default (newest first).
    expect((await listOrders(db, q('sort=userId&dir=asc'))).rows.map((o) => o.totalCents)).toEqual([1500, 2500, 500]);
    const filter = (qs: string) => parseListFilter(new URLSearchParams(qs), ORDER_LIST);
    expect((await listOrders(db, q(''), filter('status=paid'))).rows.map((o) => o.totalCents)).toEqual([1500, 500]);
    expect((await listOrders(db, q(''), filter('from=2026-11-10&to=2026-11-20'))).rows.map((o) => o.totalCents)).toEqual([1500, 2500]);
    expect((await listOrders(db, q(''), filter('status=lost'))).total).toBe(3);
  });

  it('holds and resumes jobs in bulk through the state machine, reporting the illegal ones per job', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const storage = tempStorage();
    const customer = await insertUser(db, 'user');
    const admin = await insertUser(db, 'admin');
    const pending = await orderJob(db, storage, customer);
    const rejected = await orderJob(db, storage, customer);
    await act(db, admin, rejected.id, 'reject', { note: 'Not a cartoon.' });
    const held = await actOnJobs(db, admin, [pending.id, rejected.id], 'hold');
    expect(held.changed).toEqual([pending.id]);
    expect(held.refused).toEqual([{ id: rejected.id, message: 'A job that is REJECTED cannot be sent to "hold".' }]);
    const onHold = await listJobsAdmin(db, q(''), 'all', { status: 'HOLD' });
    expect(onHold.rows.map((j) => [j.id, j.customerEmail])).toEqual([[pending.id, customer.email]]);
    const back = await actOnJobs(db, admin, [pending.id], 'resume');
    expect(back.changed).toEqual([pending.id]);
    const audit = await listAudit(db, q(''));
    expect(audit.rows.filter((r) => r.entityId === pending.id).map((r) => r.action).sort()).toEqual(['job_hold', 'job_resume']);
  });
});
