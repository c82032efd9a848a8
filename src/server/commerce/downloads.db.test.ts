import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/setup/test-db.ts';
import { giveCredits, insertCharacter, insertFile, insertUser, tempStorage } from '../../../tests/setup/factories/catalogue.ts';
import type { DatabaseHandle } from '../db/open.ts';
import { characterSetMembers, downloads } from '../db/schema.ts';
import { checkoutWithCredits } from './checkout.ts';
import { authoriseDownload, getCertificate, listLibrary } from './downloads.ts';

let handle: DatabaseHandle;
const storage = tempStorage();
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

const as = (user: { id: string; role: string }) => ({ _id: user.id, role: user.role });

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
});
