import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertFile, insertUser, tempStorage } from '#test-support/factories/catalogue.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { eq } from 'drizzle-orm';
import { characters, characterSetMembers, downloads } from '#/server/db/schema.ts';
import { checkoutCart } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { authoriseDownload, characterAccess, getCertificate, listLibrary } from './downloads.ts';

const payments = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };
const checkoutWithCredits = (db: Parameters<typeof checkoutCart>[0], userId: string, input: Parameters<typeof checkoutCart>[3]) => checkoutCart(db, payments, userId, input);

let handle: DatabaseHandle;
const storage = tempStorage();
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

const as = (user: { id: string; role: string }) => ({ id: user.id, role: user.role });

describe('downloads', () => {
  it('lets only entitled users take a paid file, and logs each download', async () => {
    const buyer = await insertUser(handle.db, { name: 'Ada Buyer' });
    const other = await insertUser(handle.db);
    await giveCredits(handle.db, buyer.id, 100);
    const c = await insertCharacter(handle.db, { title: 'Bolt' });
    const file = await insertFile(handle.db, storage, c.id);
    await expect(authoriseDownload(handle.db, null, file.id, null)).rejects.toMatchObject({ status: 401 });
    await expect(authoriseDownload(handle.db, as(buyer), file.id, null)).rejects.toMatchObject({ status: 403 });
    await checkoutWithCredits(handle.db, buyer.id, { idempotencyKey: 'k', lines: [{ characterId: c.id, plan: 'standard' }] });
    expect(await authoriseDownload(handle.db, as(buyer), file.id, '203.0.113.9')).toMatchObject({ storageKey: file.storageKey, fileName: 'sample.png' });
    await expect(authoriseDownload(handle.db, as(other), file.id, null)).rejects.toMatchObject({ status: 403 });
    const logged = await handle.db.select().from(downloads);
    expect(logged).toEqual([expect.objectContaining({ userId: buyer.id, fileId: file.id, ip: '203.0.113.9' })]);

    const [item] = await listLibrary(handle.db, buyer.id);
    expect(item).toMatchObject({ title: 'Bolt', plan: 'standard', files: [expect.objectContaining({ id: file.id })] });
    const certificate = await getCertificate(handle.db, buyer.id, item!.entitlementId);
    expect(certificate).toMatchObject({ licensee: 'Ada Buyer', title: 'Bolt', plan: 'standard' });
    await expect(getCertificate(handle.db, other.id, item!.entitlementId)).rejects.toMatchObject({ status: 404 });
  });

  it('gives free characters to any signed-in user, and set members to buyers of the set', async () => {
    const user = await insertUser(handle.db);
    const free = await insertCharacter(handle.db, { priceType: 'free', priceStandard: 0, priceExtended: 0 });
    const freeFile = await insertFile(handle.db, storage, free.id);
    await expect(authoriseDownload(handle.db, as(user), freeFile.id, null)).resolves.toBeTruthy();
    await expect(authoriseDownload(handle.db, null, freeFile.id, null)).rejects.toMatchObject({ status: 401 });

    const member = await insertCharacter(handle.db);
    const set = await insertCharacter(handle.db, { kind: 'graphiSet', priceStandard: 5 });
    await handle.db.insert(characterSetMembers).values({ setId: set.id, characterId: member.id });
    const memberFile = await insertFile(handle.db, storage, member.id);
    await giveCredits(handle.db, user.id, 5);
    await checkoutWithCredits(handle.db, user.id, { idempotencyKey: 'set', lines: [{ characterId: set.id, plan: 'standard' }] });
    await expect(authoriseDownload(handle.db, as(user), memberFile.id, null)).resolves.toBeTruthy();
    await expect(authoriseDownload(handle.db, as(user), 'not-a-uuid', null)).rejects.toMatchObject({ status: 404 });
  });

  it('withdraws a free character’s files when it is set back to draft, but keeps them for buyers and the owner', async () => {
    const user = await insertUser(handle.db);
    const owner = await insertUser(handle.db, { role: 'contributor' });
    const buyer = await insertUser(handle.db);
    const free = await insertCharacter(handle.db, { priceType: 'free', priceStandard: 0, priceExtended: 0, status: 'draft', ownerId: owner.id });
    const file = await insertFile(handle.db, storage, free.id);
    await expect(authoriseDownload(handle.db, as(user), file.id, null)).rejects.toMatchObject({ status: 403 });
    await expect(authoriseDownload(handle.db, as(owner), file.id, null)).resolves.toBeTruthy();
    const paid = await insertCharacter(handle.db);
    const paidFile = await insertFile(handle.db, storage, paid.id);
    await giveCredits(handle.db, buyer.id, 100);
    await checkoutWithCredits(handle.db, buyer.id, { idempotencyKey: 'withdrawn', lines: [{ characterId: paid.id, plan: 'standard' }] });
    await handle.db.update(characters).set({ status: 'draft' }).where(eq(characters.id, paid.id));
    await expect(authoriseDownload(handle.db, as(buyer), paidFile.id, null)).resolves.toBeTruthy();
  });

  it("tells a character page's buy box which licences the reader holds and whether its files are open to them", async () => {
    const [buyer, stranger, admin, artist] = await Promise.all([insertUser(handle.db), insertUser(handle.db), insertUser(handle.db, { role: 'admin' }), insertUser(handle.db, { role: 'contributor' })]);
    const member = await insertCharacter(handle.db, { ownerId: artist.id });
    const set = await insertCharacter(handle.db, { kind: 'graphiSet', priceStandard: 5, priceExtended: 9 });
    await handle.db.insert(characterSetMembers).values({ setId: set.id, characterId: member.id });
    await giveCredits(handle.db, buyer.id, 100);
    await checkoutWithCredits(handle.db, buyer.id, { idempotencyKey: 'both', lines: [{ characterId: set.id, plan: 'standard' }, { characterId: set.id, plan: 'extended' }] });
    expect(await characterAccess(handle.db, as(buyer), member.id)).toEqual({ plans: ['standard', 'extended'], canDownload: true });
    expect(await characterAccess(handle.db, as(stranger), member.id)).toEqual({ plans: [], canDownload: false });
    expect(await characterAccess(handle.db, as(admin), member.id)).toEqual({ plans: [], canDownload: true });
    expect(await characterAccess(handle.db, as(artist), member.id)).toEqual({ plans: [], canDownload: true });
    expect(await characterAccess(handle.db, null, member.id)).toEqual({ plans: [], canDownload: false });
  });
});
