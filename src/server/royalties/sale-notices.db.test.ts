import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { royaltyLedger, storeSettings, tasks } from '#/server/db/schema.ts';
import { checkoutCart } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import type { NoticeData } from '#/server/mail/templates/notice.tsx';
import type { PushMessage } from '#/server/push/sender.ts';
import { salesPerCharacter } from './balance.ts';
import { SALE_NOTICE_TASK, saleNoticePrefs, saveSaleNoticePrefs, sendSaleNotices } from './sale-notices.ts';
import { orderLabel } from '#/lib/order-number.ts';

const demo = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };
let handle: DatabaseHandle;
beforeEach(async () => void (handle = await createTestDb()));
afterEach(() => handle.close());

/** A shopper buys the artist's 10-credit character (paid at checkout, credits only). */
async function creditSale(artistId: string, title = 'Bolt the Robot') {
  const buyer = await insertUser(handle.db);
  await giveCredits(handle.db, buyer.id, 100);
  const character = await insertCharacter(handle.db, { priceType: 'credits', priceStandard: 10, artistId, title });
  const { orderId } = await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: `k-${character.id}`, lines: [{ characterId: character.id, plan: 'standard' }] });
  return { orderId, character };
}

function recorder() {
  const mails: { to: string; data: NoticeData }[] = [];
  const pushes: { ids: string[]; message: PushMessage }[] = [];
  return { mails, pushes, send: { mail: async (_tx: unknown, to: string, data: NoticeData) => void mails.push({ to, data }), push: async (ids: string[], message: PushMessage) => void pushes.push({ ids, message }) } };
}

describe('sale notices', () => {
  it('a sale queues one notice task; the artist gets a mail and a push naming the character and the share, at the store settings', async () => {
    // Staff set a credit to 120¢, a 60 % default share and a 30-day hold: the sale follows all three.
    await handle.db.insert(storeSettings).values([{ key: 'creditValueCents', value: 120 }, { key: 'royaltyPercent', value: 60 }, { key: 'royaltyHoldDays', value: 30 }]);
    const artist = await insertUser(handle.db, { role: 'contributor' });
    const { orderId, character } = await creditSale(artist.id);
    const queued = await handle.db.select().from(tasks).where(eq(tasks.kind, SALE_NOTICE_TASK));
    expect(queued.map((t) => t.payload)).toEqual([{ orderId }]);
    const [entry] = await handle.db.select().from(royaltyLedger);
    expect(entry).toMatchObject({ cents: 720, netCents: 1200, percent: 60 });
    expect(Math.round((entry!.availableAt.getTime() - entry!.createdAt.getTime()) / 86_400_000)).toBe(30);

    const r = recorder();
    expect(await sendSaleNotices(handle.db, orderId, 'https://toonmart.test', r.send)).toEqual({ mails: 1, pushes: 1 });
    expect(r.mails[0]!.to).toBe(artist.email);
    expect(r.mails[0]!.data).toMatchObject({ subject: 'You sold Bolt the Robot: you earn $7.20', action: { label: 'See your earnings', href: 'https://toonmart.test/contributor/earnings' } });
    expect(r.mails[0]!.data.heading).toMatch(new RegExp(`^You made a sale \\(order ${orderLabel(0).slice(0, 3)}`));
    expect(r.mails[0]!.data.lines[0]).toBe('Bolt the Robot: you earn $7.20.');
    expect(r.pushes).toEqual([{ ids: [artist.id], message: { title: 'You made a sale', body: 'Bolt the Robot: you earn $7.20.', link: '/contributor/earnings' } }]);
    expect(await salesPerCharacter(handle.db, artist.id)).toEqual(new Map([[character.id, { sales: 1, cents: 720 }]]));
  });

  it('follows the artist: mail off keeps the push, both off sends nothing', async () => {
    const artist = await insertUser(handle.db, { role: 'contributor' });
    expect(await saleNoticePrefs(handle.db, artist.id)).toEqual({ mail: true, push: true });
    await saveSaleNoticePrefs(handle.db, artist.id, { mail: false, push: true });
    const first = await creditSale(artist.id, 'Sunny Blob');
    const r = recorder();
    expect(await sendSaleNotices(handle.db, first.orderId, 'https://toonmart.test', r.send)).toEqual({ mails: 0, pushes: 1 });
    await saveSaleNoticePrefs(handle.db, artist.id, { mail: false, push: false });
    const second = await creditSale(artist.id, 'Sunny Blob Two');
    expect(await sendSaleNotices(handle.db, second.orderId, 'https://toonmart.test', r.send)).toEqual({ mails: 0, pushes: 0 });
    expect(r.mails).toEqual([]);
  });
});
