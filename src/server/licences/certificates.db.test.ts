import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import { pdfText } from '#test-support/pdf-text.ts';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { listLibrary } from '#/server/commerce/downloads.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { characterSetMembers, orderLines, orders } from '#/server/db/schema.ts';
import { setLineLicence } from '#/server/admin-orders/actions.ts';
import { checkoutCart } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { eq } from 'drizzle-orm';
import { actWithFiles, insertUser as insertViewer, orderJob, pngFile, tempStorage } from '#test-support/factories/jobs.ts';
import { act } from '#/server/custom-orders/workflow.ts';
import { certificateFile } from './certificate-file.ts';
import { heldCertificate, projectNames, setProjectName, verifyCertificate } from './certificates.ts';

const payments = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

async function buy(title: string, plan: 'standard' | 'extended' = 'standard', values: Parameters<typeof insertCharacter>[1] = {}) {
  const buyer = await insertUser(handle.db, { name: 'Ada Buyer' });
  await giveCredits(handle.db, buyer.id, 200);
  const character = await insertCharacter(handle.db, { title, ...values });
  return { buyer, character, members: async (titles: string[]) => {
    for (const [position, t] of titles.entries()) await handle.db.insert(characterSetMembers).values({ setId: character.id, characterId: (await insertCharacter(handle.db, { title: t })).id, position });
  }, pay: async () => {
    await checkoutCart(handle.db, payments, buyer.id, { idempotencyKey: `k-${title}`, lines: [{ characterId: character.id, plan }] });
    const [item] = await listLibrary(handle.db, buyer.id);
    return item!.entitlementId;
  } };
}

describe(`licence certificates on ${testDatabaseKind}`, () => {
  it('names the order number, licence, character, buyer and date, and keeps one unguessable token per licence', async () => {
    const { buyer, pay } = await buy('Bolt the Robot', 'extended');
    const id = await pay();
    const first = await heldCertificate(handle.db, buyer.id, id);
    const [order] = await handle.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(first).toMatchObject({ id, kind: 'character', title: 'Bolt the Robot', plan: 'extended', orderNumber: order!.number, orderId: order!.id, licensee: 'Ada Buyer', email: buyer.email, projectName: null, members: [] });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await heldCertificate(handle.db, buyer.id, id)).token).toBe(first.token);
    const stranger = await insertUser(handle.db);
    await expect(heldCertificate(handle.db, stranger.id, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(heldCertificate(handle.db, buyer.id, 'not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists the members of a set', async () => {
    const { buyer, members, pay } = await buy('Forest Friends', 'standard', { kind: 'graphiSet' });
    await members(['Fox', 'Owl', 'Badger']);
    const certificate = await heldCertificate(handle.db, buyer.id, await pay());
    expect(certificate).toMatchObject({ kind: 'set', members: ['Fox', 'Owl', 'Badger'] });
  });

  it('lets only the holder name the client or project, trimmed, and clears it when empty', async () => {
    const { buyer, pay } = await buy('Pip');
    const id = await pay();
    expect(await setProjectName(handle.db, buyer.id, id, '  Acme   Corp — spring campaign ')).toEqual({ projectName: 'Acme Corp — spring campaign' });
    expect((await heldCertificate(handle.db, buyer.id, id)).projectName).toBe('Acme Corp — spring campaign');
    expect((await projectNames(handle.db, buyer.id)).get(id)).toBe('Acme Corp — spring campaign');
    const stranger = await insertUser(handle.db);
    await expect(setProjectName(handle.db, stranger.id, id, 'Hijack')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await setProjectName(handle.db, buyer.id, id, '   ')).toEqual({ projectName: null });
    expect((await projectNames(handle.db, buyer.id)).has(id)).toBe(false);
  });

  it('verifies publicly without the email, and answers "not valid" once the licence is revoked', async () => {
    const { buyer, character, pay } = await buy('Sunny Blob');
    const id = await pay();
    await setProjectName(handle.db, buyer.id, id, 'Acme Corp');
    const { token, orderNumber } = await heldCertificate(handle.db, buyer.id, id);
    const verified = await verifyCertificate(handle.db, token);
    expect(verified).toMatchObject({ valid: true, title: 'Sunny Blob', plan: 'standard', licensee: 'Ada Buyer', projectName: 'Acme Corp', orderNumber });
    expect(JSON.stringify(verified)).not.toContain(buyer.email);
    await expect(verifyCertificate(handle.db, 'x'.repeat(24))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(verifyCertificate(handle.db, '../etc')).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const [order] = await handle.db.select().from(orders).where(eq(orders.userId, buyer.id));
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.characterId, character.id));
    const admin = await insertUser(handle.db, { role: 'admin' });
    await setLineLicence(handle.db, { id: admin.id, email: admin.email, role: 'admin' }, order!.id, { lineId: line!.id, action: 'revoke', reason: 'Chargeback' });
    expect(await verifyCertificate(handle.db, token)).toMatchObject({ valid: false, title: 'Sunny Blob', orderNumber });
    await expect(heldCertificate(handle.db, buyer.id, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('prints the certificate as a PDF naming the project, the licence, the order and the verification address', async () => {
    const { buyer, pay } = await buy('Captain Comet', 'extended');
    const id = await pay();
    await setProjectName(handle.db, buyer.id, id, 'Acme Corp');
    const { token, orderNumber } = await heldCertificate(handle.db, buyer.id, id);
    const file = await certificateFile(handle.db, buyer.id, id);
    expect(file.fileName).toBe('toonmart-licence-captain-comet.pdf');
    expect((await PDFDocument.load(file.bytes)).getPageCount()).toBe(1);
    const text = pdfText(file.bytes);
    for (const expected of ['Licence certificate', 'Captain Comet', 'Ada Buyer', buyer.email, 'Acme Corp', 'Extended', `TM-${String(orderNumber).padStart(6, '0')}`, `/licences/verify/${token}`, 'broadcast']) expect(text).toContain(expected);
  });

  it('gives a completed custom character the same certificate: exclusive Extended, its order number, a PDF and a public check', async () => {
    const storage = tempStorage();
    const [customer, admin, artist] = [await insertViewer(handle.db, 'user', 'Cleo Customer'), await insertViewer(handle.db, 'admin'), await insertViewer(handle.db, 'contributor')];
    const job = await orderJob(handle.db, storage, customer);
    await expect(heldCertificate(handle.db, customer.id, job.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await act(handle.db, admin, job.id, 'approve');
    await act(handle.db, admin, job.id, 'allocate', { artistId: artist.id });
    await act(handle.db, artist, job.id, 'start');
    await actWithFiles(handle.db, storage, artist, job.id, 'deliver', 'Final', [pngFile('final.png')]);
    await act(handle.db, customer, job.id, 'accept');
    const certificate = await heldCertificate(handle.db, customer.id, job.id);
    expect(certificate).toMatchObject({ id: job.id, kind: 'custom', plan: 'extended', title: 'Captain Crumb', levelName: 'Essential', orderNumber: job.number, licensee: 'Cleo Customer' });
    await setProjectName(handle.db, customer.id, job.id, 'Crumb Bakery mascot');
    expect(pdfText((await certificateFile(handle.db, customer.id, job.id)).bytes)).toContain('Crumb Bakery mascot');
    expect(await verifyCertificate(handle.db, certificate.token)).toMatchObject({ valid: true, kind: 'custom', projectName: 'Crumb Bakery mascot' });
    await expect(heldCertificate(handle.db, artist.id, job.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
