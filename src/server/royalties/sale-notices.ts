import { and, eq } from 'drizzle-orm';
import { orderLabel } from '#/lib/order-number.ts';
import { dollars } from '#/lib/royalty.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { artistSaleNotices, orders, royaltyLedger, users } from '#/server/db/schema.ts';
import type { NoticeData } from '#/server/mail/templates/notice.tsx';
import type { PushMessage } from '#/server/push/sender.ts';

/**
 * An artist hears about each sale of their characters: a mail and a push to their devices, each
 * optional (both on until the artist turns one off in their area). The sale's fulfilment only
 * queues a task (`SALE_NOTICE_TASK`, in the same transaction, so a rolled-back sale tells nobody:
 * composed in src/server/settlement/handlers.ts); the job runner sends (src/server/notices/tasks.ts),
 * so a slow mail server never holds a payment up.
 */
export const SALE_NOTICE_TASK = 'royalties.sale-notice';

export type SaleNoticePrefs = { mail: boolean; push: boolean };
export const DEFAULT_SALE_NOTICES: SaleNoticePrefs = { mail: true, push: true };

export async function saleNoticePrefs(db: DbOrTx, artistId: string): Promise<SaleNoticePrefs> {
  const [row] = await db.select({ mail: artistSaleNotices.mail, push: artistSaleNotices.push }).from(artistSaleNotices).where(eq(artistSaleNotices.artistId, artistId));
  return row ?? DEFAULT_SALE_NOTICES;
}

export async function saveSaleNoticePrefs(db: DbOrTx, artistId: string, prefs: SaleNoticePrefs): Promise<SaleNoticePrefs> {
  const now = new Date();
  await db.insert(artistSaleNotices).values({ artistId, ...prefs, updatedAt: now })
    .onConflictDoUpdate({ target: artistSaleNotices.artistId, set: { ...prefs, updatedAt: now } });
  return prefs;
}

export type SaleNotice = { artistId: string; email: string; prefs: SaleNoticePrefs; mail: NoticeData; push: PushMessage };

/** The notices an order's sales give: one per artist, naming each character sold and the share earned. */
export async function saleNoticesOf(db: DbOrTx, orderId: string, siteUrl: string): Promise<SaleNotice[]> {
  const sales = await db
    .select({ artistId: royaltyLedger.artistId, email: users.email, title: royaltyLedger.title, cents: royaltyLedger.cents, availableAt: royaltyLedger.availableAt, number: orders.number })
    .from(royaltyLedger)
    .innerJoin(users, eq(users.id, royaltyLedger.artistId))
    .innerJoin(orders, eq(orders.id, royaltyLedger.orderId))
    .where(and(eq(royaltyLedger.orderId, orderId), eq(royaltyLedger.kind, 'sale')))
    .orderBy(royaltyLedger.id);
  const byArtist = new Map<string, typeof sales>();
  for (const sale of sales) byArtist.set(sale.artistId, [...(byArtist.get(sale.artistId) ?? []), sale]);
  const notices: SaleNotice[] = [];
  for (const [artistId, lines] of byArtist) {
    const total = lines.reduce((sum, l) => sum + l.cents, 0);
    const first = lines[0]!;
    const what = lines.length === 1 ? first.title : `${lines.length} of your characters`;
    const subject = `You sold ${what}: you earn ${dollars(total)}`;
    const href = new URL('/contributor/earnings', siteUrl).href;
    notices.push({
      artistId,
      email: first.email,
      prefs: await saleNoticePrefs(db, artistId),
      mail: {
        subject,
        heading: `You made a sale (order ${orderLabel(first.number)})`,
        lines: [...lines.map((l) => `${l.title}: you earn ${dollars(l.cents)}.`), `The royalty is pending until ${first.availableAt.toISOString().slice(0, 10)}, then available for payout.`],
        action: { label: 'See your earnings', href },
        footnote: 'You get this mail for each sale. Turn it off under Sale notifications in your artist profile.',
      },
      push: { title: 'You made a sale', body: `${what}: you earn ${dollars(total)}.`, link: '/contributor/earnings' },
    });
  }
  return notices;
}

/** The task: each artist's mail through the mail outbox, and a push to their devices, as each chose. */
export async function sendSaleNotices(
  db: Database,
  orderId: string,
  siteUrl: string,
  send: { mail: (tx: DbOrTx, to: string, data: NoticeData) => Promise<void>; push: (userIds: string[], message: PushMessage) => Promise<unknown> },
): Promise<{ mails: number; pushes: number }> {
  let mails = 0;
  let pushes = 0;
  for (const notice of await saleNoticesOf(db, orderId, siteUrl)) {
    if (notice.prefs.mail) {
      await send.mail(db, notice.email, notice.mail);
      mails++;
    }
    if (notice.prefs.push) {
      await send.push([notice.artistId], notice.push);
      pushes++;
    }
  }
  return { mails, pushes };
}
