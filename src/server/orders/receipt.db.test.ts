import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { checkoutCart } from '#/server/settlement/index.ts';
import { createMailer } from '#/server/mail/transport.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { sendReceipt } from './receipt.ts';

let handle: DatabaseHandle;
beforeEach(async () => void (handle = await createTestDb()));
afterEach(() => handle.close());

async function paidOrder() {
  const buyer = await insertUser(handle.db, { name: 'Ann Buyer' });
  await giveCredits(handle.db, buyer.id, 30);
  const character = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 10, priceExtended: 25, title: 'Pip the Robot' });
  const lines = [{ characterId: character.id, plan: 'extended' as const }];
  const { orderId } = await checkoutCart(handle.db, { provider: demoProvider(), siteUrl: 'http://localhost:4321' }, buyer.id, { idempotencyKey: 'receipt-1', lines });
  return { buyer, orderId };
}

function expectReceipt(mail: ParsedMail, orderId: string) {
  expect(mail.subject).toMatch(/^Your Toonmart receipt: order TM-\d{6}$/);
  for (const text of ['Pip the Robot', 'Extended licence', '25 credits', 'Paid with credits', `/account/orders/${orderId}`]) {
    expect(mail.text, text).toContain(text);
    expect(String(mail.html), text).toContain(text);
  }
}

describe('receipts', () => {
  it('are written to the outbox with HTML and plain-text parts', async () => {
    const { buyer, orderId } = await paidOrder();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-outbox-'));
    expect(await sendReceipt(handle.db, orderId, createMailer({ from: 'Toonmart <shop@toonmart.test>', outboxDir: dir, log: () => {} }))).toBe(true);
    const [file] = fs.readdirSync(dir);
    const mail = await simpleParser(fs.readFileSync(path.join(dir, file!)));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(buyer.email);
    expectReceipt(mail, orderId);
  });

  it('are delivered over SMTP to a local sink', async () => {
    const { buyer, orderId } = await paidOrder();
    const received: { to: string[]; raw: Buffer }[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => (received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) }), done()));
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const { port } = sink.server.address() as AddressInfo;
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'shop@toonmart.test', outboxDir: '/nonexistent' });
      await sendReceipt(handle.db, orderId, mailer);
    } finally {
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
    expect(received.map((m) => m.to)).toEqual([[buyer.email]]);
    expectReceipt(await simpleParser(received[0]!.raw), orderId);
  });

  it('are not sent for an order that is not paid', async () => {
    const buyer = await insertUser(handle.db);
    const money = await insertCharacter(handle.db, { priceType: 'currency', priceStandard: 1500 });
    const { orderId } = await checkoutCart(handle.db, { provider: demoProvider(), siteUrl: 'http://localhost:4321' }, buyer.id, { idempotencyKey: 'unpaid-1', lines: [{ characterId: money.id, plan: 'standard' }] });
    const sent: string[] = [];
    expect(await sendReceipt(handle.db, orderId, { send: async (mail) => void sent.push(mail.subject) })).toBe(false);
    expect(sent).toEqual([]);
  });
});
