import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { parseTableQuery } from '#/lib/table-query.ts';
import type { Role } from '#/lib/access.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { users } from '#/server/db/schema.ts';
import { changeUserRole, listUsers, roleChangeRefusal, setUserDisabled } from '#/server/users/admin-users.ts';
import { createSocialLink, listSocialLinks } from '#/server/content/social-links.ts';
import type { Actor } from './actor.ts';
import { listAudit } from './audit.ts';
import { one } from '#/server/db/rows.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function makeUser(db: DatabaseHandle['db'], role: Role, email = `${role}-${Math.random().toString(36).slice(2, 8)}@toonmart.test`): Promise<Actor> {
  const row = one(await db.insert(users).values({ email, name: email.split('@')[0] ?? '', role }).returning());
  return { id: row.id, email: row.email, role: row.role };
}

const noSessions = async () => {};

describe(`admin domain on ${testDatabaseKind}`, () => {
  it('lets only a super_admin make or unmake an admin, and audits each change', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const admin = await makeUser(db, 'admin');
    const superAdmin = await makeUser(db, 'super_admin');
    const user = await makeUser(db, 'user');
    await expect(changeUserRole(db, admin, user.id, 'admin')).rejects.toThrow('Only a super admin can make or unmake an admin');
    await expect(changeUserRole(db, admin, superAdmin.id, 'user')).rejects.toThrow('Only a super admin');
    expect(await changeUserRole(db, admin, user.id, 'contributor')).toMatchObject({ role: 'contributor' });
    expect(await changeUserRole(db, superAdmin, user.id, 'admin')).toMatchObject({ role: 'admin' });
    const audit = await listAudit(db, parseTableQuery(new URLSearchParams('sort=createdAt&dir=asc')));
    expect(audit.rows.map((r) => [r.actorEmail, r.action, r.summary])).toEqual([
      [admin.email, 'role_change', `Changed ${user.email} from user to contributor`],
      [superAdmin.email, 'role_change', `Changed ${user.email} from contributor to admin`],
    ]);
  });

  it('refuses to change your own role', () => {
    expect(roleChangeRefusal({ id: 'a', email: 'a@x', role: 'super_admin' }, 'a', 'super_admin', 'user')).toContain('your own role');
  });

  it('disables a user, ends their sessions, and refuses a plain admin disabling an admin', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const admin = await makeUser(db, 'admin');
    const otherAdmin = await makeUser(db, 'admin');
    const user = await makeUser(db, 'user');
    const ended: string[] = [];
    const disabled = await setUserDisabled(db, admin, user.id, true, async (_db, id) => void ended.push(id));
    expect(disabled.disabledAt).toBeInstanceOf(Date);
    expect(ended).toEqual([user.id]);
    await expect(setUserDisabled(db, admin, otherAdmin.id, true, noSessions)).rejects.toThrow('Only a super admin can disable');
  });

  it('pages, sorts and searches users on the server', async () => {
    handle = await createTestDb();
    const db = handle.db;
    for (let i = 0; i < 30; i++) await makeUser(db, 'user', `shopper${String(i).padStart(2, '0')}@toonmart.test`);
    await makeUser(db, 'admin', 'boss@toonmart.test');
    const first = await listUsers(db, parseTableQuery(new URLSearchParams('sort=email&dir=asc')));
    expect(first).toMatchObject({ total: 31, pages: 2, size: 25, page: 1 });
    expect(first.rows[0]?.email).toBe('boss@toonmart.test');
    const second = await listUsers(db, parseTableQuery(new URLSearchParams('sort=email&dir=asc&page=2&size=10')));
    expect(second.rows.map((r) => r.email)).toEqual(Array.from({ length: 10 }, (_, i) => `shopper${String(i + 9).padStart(2, '0')}@toonmart.test`));
    const found = await listUsers(db, parseTableQuery(new URLSearchParams('q=SHOPPER2')));
    expect(found.total).toBe(10);
    const literal = await listUsers(db, parseTableQuery(new URLSearchParams('q=%25')));
    expect(literal.total).toBe(0);
  });

  it('writes an audit entry in the same transaction as a social link', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const admin = await makeUser(db, 'admin');
    await expect(createSocialLink(db, admin, { name: 'YouTube', url: 'https://youtube.com/@toonmart', position: 0 }, undefined)).rejects.toThrow('square icon');
    expect(await listSocialLinks(db)).toEqual([]);
    expect((await listAudit(db, parseTableQuery(new URLSearchParams()))).total).toBe(0);
  });
});
