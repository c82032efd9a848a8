import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { insertCharacter } from '#test-support/factories/catalogue.ts';
import { parseTableQuery } from '#/lib/table-query.ts';
import { parseAuditFilter } from '#/lib/audit-filter.ts';
import type { Role } from '#/lib/access.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { auditLog, users } from '#/server/db/schema.ts';
import { one } from '#/server/db/rows.ts';
import { saveCharacter } from '#/server/admin-catalogue/characters.ts';
import { setCharacterStatus, setCharactersStatus } from '#/server/artists/state-change.ts';
import type { Actor } from './actor.ts';
import { auditCsv, listAudit, writeAudit } from './audit.ts';
import { MASK } from './audit-diff.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function makeActor(db: DatabaseHandle['db'], role: Role = 'admin'): Promise<Actor> {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@toonmart.test`;
  const row = one(await db.insert(users).values({ email, name: 'Staff', role }).returning());
  return { id: row.id, email: row.email, role: row.role, ip: '203.0.113.7' };
}

const q = (s = 'sort=createdAt&dir=asc') => parseTableQuery(new URLSearchParams(s));

describe(`the audit trail on ${testDatabaseKind}`, () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the log at the database', async () => {
    handle = await createTestDb();
    const actor = await makeActor(handle.db);
    await writeAudit(handle.db, actor, { action: 'update', entity: 'setting', entityId: 'storeName', summary: 'Renamed the store', before: { storeName: 'A' }, after: { storeName: 'B' } });
    await expect(handle.sql.exec(`UPDATE audit_log SET summary = 'nothing happened'`)).rejects.toThrow(/append-only/);
    await expect(handle.sql.exec('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(handle.sql.exec('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    const rows = await handle.db.select().from(auditLog);
    expect(rows.map((r) => [r.summary, r.ip])).toEqual([['Renamed the store', '203.0.113.7']]);
  });

  it('records a character edit as before → after per changed field, in the same transaction', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const actor = await makeActor(db);
    const character = await insertCharacter(db, { title: 'Captain Crumb', status: 'draft', priceStandard: 10, priceExtended: 30 });
    await saveCharacter(db, actor, character.id, {
      title: 'Captain Crumb', slug: character.slug, kind: 'graphi', typeId: character.typeId, description: '', tags: '',
      priceType: 'credits', priceStandard: 12, priceExtended: 30, discountPercent: '',
    }, {});
    const page = await listAudit(db, q(), parseAuditFilter(new URLSearchParams(`entity=character&actor=${actor.email.slice(0, 8)}`)));
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ action: 'update', entityId: character.id, ip: '203.0.113.7' });
    expect(page.rows[0]?.changes).toEqual({ priceStandard: { before: 10, after: 12 } });
  });

  it('masks secrets: only that they changed is written', async () => {
    handle = await createTestDb();
    const actor = await makeActor(handle.db);
    await writeAudit(handle.db, actor, {
      action: 'update', entity: 'setting', summary: 'Payment keys',
      before: { stripeSecretKey: 'sk_live_old', passwordHash: null, storeName: 'Toonmart' },
      after: { stripeSecretKey: 'sk_live_new', passwordHash: 'argon2…', storeName: 'Toonmart' },
    });
    const [row] = await handle.db.select().from(auditLog);
    expect(row?.changes).toEqual({ stripeSecretKey: { before: MASK, after: MASK }, passwordHash: { before: null, after: MASK } });
    expect(JSON.stringify(row)).not.toContain('sk_live');
  });

  it('writes no entry when the change is refused', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const actor = await makeActor(db);
    const character = await insertCharacter(db, { status: 'draft', previewKey: null });
    await expect(setCharacterStatus(db, actor, character.id, 'published')).rejects.toThrow(/preview/);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it('filters by actor, entity and date, and exports the same rows as CSV', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const alice = await makeActor(db);
    const bob = await makeActor(db);
    await writeAudit(db, alice, { action: 'update', entity: 'setting', summary: '=HYPERLINK("x")', before: { storeName: 'A' }, after: { storeName: 'B, "C"' } });
    await writeAudit(db, bob, { action: 'publish', entity: 'character', summary: 'Published', before: { status: 'draft' }, after: { status: 'published' } });
    const today = new Date().toISOString().slice(0, 10);
    const filter = (s: string) => parseAuditFilter(new URLSearchParams(s));
    expect((await listAudit(db, q(), filter(`actor=${alice.email}`))).rows.map((r) => r.entity)).toEqual(['setting']);
    expect((await listAudit(db, q(), filter('entity=character'))).rows.map((r) => r.actorEmail)).toEqual([bob.email]);
    expect((await listAudit(db, q(), filter(`from=${today}&to=${today}`))).total).toBe(2);
    expect((await listAudit(db, q(), filter('to=2000-01-01'))).total).toBe(0);
    const csv = await auditCsv(db, filter(`actor=${alice.email}`));
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('time,actor,ip,action,entity,entity_id,summary,changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${alice.email},203.0.113.7,update,setting,,"'=HYPERLINK(""x"")","storeName: A → B, ""C"""`);
  });

  it('bulk unpublishes each character on its own, with one audit entry each, and names the ones it could not change', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const actor = await makeActor(db);
    const a = await insertCharacter(db);
    const b = await insertCharacter(db);
    const missing = '00000000-0000-4000-8000-000000000000';
    const result = await setCharactersStatus(db, actor, [a.id, b.id, missing], 'draft');
    expect(result).toEqual({ changed: [a.id, b.id], refused: [{ id: missing, message: 'No such character.' }] });
    const entries = await db.select().from(auditLog);
    expect(entries.map((e) => [e.entityId, e.changes])).toEqual([
      [a.id, { status: { before: 'published', after: 'draft' } }],
      [b.id, { status: { before: 'published', after: 'draft' } }],
    ]);
  });
});
