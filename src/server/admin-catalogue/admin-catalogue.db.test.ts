import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { characterSchema } from '#/lib/admin-schemas.ts';
import { parseTableQuery } from '#/lib/table-query.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { listAudit } from '#/server/admin/audit.ts';
import { one } from '#/server/db/rows.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { characterTypes, creditLedger, storedFiles, users } from '#/server/db/schema.ts';
import { newKey } from '#/server/storage/storage.ts';
import type { ReceivedFile } from '#/server/uploads/receive.ts';
import { addCharacterFile, characterColumns, getCharacterAdmin, saveCharacter } from './characters.ts';
import { setCharacterStatus } from '#/server/artists/state-change.ts';
import { publishRefusal, setSetMembers } from './publish.ts';
import { adjustCredits } from '#/server/orders/credit-adjustment.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function setup() {
  handle = await createTestDb();
  const db = handle.db;
  const row = one(await db.insert(users).values({ email: 'boss@toonmart.test', role: 'admin' }).returning());
  const actor: Actor = { id: row.id, email: row.email, role: row.role };
  const type = one(await db.insert(characterTypes).values({ slug: 'robots', name: 'Robots' }).returning());
  return { db, actor, typeId: type.id };
}

const input = (typeId: string, over: Record<string, string> = {}) =>
  characterSchema.parse({ title: 'Bolt', slug: 'bolt', kind: 'graphi', typeId, priceType: 'currency', priceStandard: '12.5', priceExtended: '40', discountPercent: '10', tags: 'Robot, Metal', ...over });

async function storedFile(db: DatabaseHandle['db'], folder: 'characters', ext: string): Promise<string> {
  const key = newKey(folder, ext);
  await db.insert(storedFiles).values({ key, kind: 'test', size: 10, contentType: 'image/png' });
  return key;
}

describe(`catalogue admin on ${testDatabaseKind}`, () => {
  it('stores prices in cents for currency and credits as given, with tags and discount', async () => {
    const { typeId } = await setup();
    expect(characterColumns(input(typeId))).toMatchObject({ priceStandard: 1250, priceExtended: 4000, discountPercent: 10, tags: ['robot', 'metal'] });
    expect(characterColumns(input(typeId, { priceType: 'credits', priceStandard: '9', priceExtended: '27', discountPercent: '' }))).toMatchObject({ priceStandard: 9, discountPercent: null });
    expect(characterSchema.safeParse({ ...input(typeId), discountPercent: '12' }).success).toBe(false);
  });

  it('stores stated colours with their family, refuses words that are not colours and keeps colours a form leaves out', async () => {
    const { db, actor, typeId } = await setup();
    expect(characterColumns(input(typeId, { colours: 'Navy, light grey' })).colours).toEqual(['navy', 'blue', 'grey', 'gray']);
    expect(characterSchema.safeParse({ ...input(typeId), colours: 'orange, sparkly' }).success).toBe(false);
    const { row } = await saveCharacter(db, actor, undefined, input(typeId, { colours: 'orange' }), {});
    expect(row.colours).toEqual(['orange']);
    const { row: kept } = await saveCharacter(db, actor, row.id, input(typeId), {});
    expect(kept.colours).toEqual(['orange']);
  });

  it('publishes only with a preview and a file, records the file format, and audits each step', async () => {
    const { db, actor, typeId } = await setup();
    const { row } = await saveCharacter(db, actor, undefined, input(typeId), {});
    await expect(setCharacterStatus(db, actor, row.id, 'published')).rejects.toThrow('Add a preview image');
    await saveCharacter(db, actor, row.id, input(typeId), { previewKey: await storedFile(db, 'characters', 'png') });
    await expect(setCharacterStatus(db, actor, row.id, 'published')).rejects.toThrow('Add at least one file');
    const file: ReceivedFile = { key: newKey('characters', 'eps'), kind: 'character-source', sha256: 'ab'.repeat(32), name: 'x.eps', size: 99, format: 'eps', contentType: 'application/postscript' };
    await addCharacterFile(db, actor, row.id, file);
    expect((await getCharacterAdmin(db, row.id))?.formats).toEqual(['EPS']);
    expect((await setCharacterStatus(db, actor, row.id, 'published')).status).toBe('published');
    const audit = await listAudit(db, parseTableQuery(new URLSearchParams('sort=createdAt&dir=asc')));
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'add_file', 'publish']);
  });

  it('composes a set from single characters only', async () => {
    const { db, actor, typeId } = await setup();
    const a = (await saveCharacter(db, actor, undefined, input(typeId, { slug: 'ann', title: 'Ann' }), {})).row;
    const b = (await saveCharacter(db, actor, undefined, input(typeId, { slug: 'ben', title: 'Ben' }), {})).row;
    const set = (await saveCharacter(db, actor, undefined, input(typeId, { slug: 'team', title: 'Team', kind: 'graphiSet' }), {})).row;
    await expect(setSetMembers(db, actor, set.id, [a.id, set.id])).rejects.toThrow('Only existing single characters');
    await setSetMembers(db, actor, set.id, [a.id, b.id]);
    expect((await getCharacterAdmin(db, set.id))?.memberIds.sort()).toEqual([a.id, b.id].sort());
    expect(publishRefusal({ kind: 'graphiSet', previewKey: 'k', files: 0, members: 1 })).toContain('at least 2 characters');
  });

  it('adjusts credits with a reason in the ledger, and refuses to go below zero', async () => {
    const { db, actor } = await setup();
    const buyer = one(await db.insert(users).values({ email: 'Buyer@toonmart.test' }).returning());
    expect(await adjustCredits(db, actor, { email: 'buyer@toonmart.test', delta: 20, reason: 'Launch gift' })).toEqual({ email: 'Buyer@toonmart.test', balance: 20 });
    await expect(adjustCredits(db, actor, { email: 'buyer@toonmart.test', delta: -50, reason: 'Refund reversal' })).rejects.toThrow('cannot go below 0');
    expect(await getBalance(db, buyer.id)).toBe(20);
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, buyer.id));
    expect(ledger.map((l) => [l.delta, l.reason])).toEqual([[20, 'Admin adjustment by boss@toonmart.test: Launch gift']]);
    await expect(adjustCredits(db, actor, { email: 'nobody@toonmart.test', delta: 5, reason: 'x'.repeat(5) })).rejects.toThrow('No account');
  });
});
