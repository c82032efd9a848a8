import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { payouts, royaltyLedger } from '#/server/db/schema.ts';

/**
 * An artist's money, derived from the ledger alone (no stored balance to drift):
 * pending = earnings not yet past their hold; available = everything else net of
 * payouts requested (a request takes its amount at once); paid = payouts sent.
 */
export type Balance = { pendingCents: number; availableCents: number; paidCents: number };

export async function balanceOf(db: DbOrTx, artistId: string, now = new Date()): Promise<Balance> {
  const at = now.toISOString();
  const [row] = await db
    .select({
      pending: sql<string>`coalesce(sum(${royaltyLedger.cents}) filter (where ${royaltyLedger.availableAt} > ${at}::timestamptz), 0)`,
      available: sql<string>`coalesce(sum(${royaltyLedger.cents}) filter (where ${royaltyLedger.availableAt} <= ${at}::timestamptz), 0)`,
    })
    .from(royaltyLedger)
    .where(eq(royaltyLedger.artistId, artistId));
  const [paid] = await db
    .select({ cents: sql<string>`coalesce(sum(${payouts.cents}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.artistId, artistId), eq(payouts.status, 'paid')));
  return { pendingCents: Number(row?.pending ?? 0), availableCents: Number(row?.available ?? 0), paidCents: Number(paid?.cents ?? 0) };
}

export async function ledgerEntries(db: DbOrTx, artistId: string, limit = 500) {
  return db.select().from(royaltyLedger).where(eq(royaltyLedger.artistId, artistId)).orderBy(desc(royaltyLedger.createdAt), desc(royaltyLedger.id)).limit(limit);
}

const EARNING_KINDS = ['sale', 'refund', 'job'] as const;

/** Net earnings per day (UTC) over the last `days`, every day present (0 when nothing sold). */
export async function earningsByDay(db: DbOrTx, artistId: string, days = 30, now = new Date()): Promise<{ day: string; cents: number }[]> {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const rows = await db
    .select({ day: sql<string>`to_char(${royaltyLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`, cents: sql<string>`sum(${royaltyLedger.cents})` })
    .from(royaltyLedger)
    .where(and(eq(royaltyLedger.artistId, artistId), inArray(royaltyLedger.kind, [...EARNING_KINDS]), gte(royaltyLedger.createdAt, since)))
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, Number(r.cents)]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day, cents: byDay.get(day) ?? 0 };
  });
}

/** Net earnings and sales count per character (sales net of refunds), best first. */
export async function earningsByCharacter(db: DbOrTx, artistId: string, limit = 10): Promise<{ title: string; cents: number; sales: number }[]> {
  const rows = await db
    .select({
      title: sql<string>`min(${royaltyLedger.title})`,
      cents: sql<string>`sum(${royaltyLedger.cents})`,
      sales: sql<string>`count(*) filter (where ${royaltyLedger.kind} = 'sale') - count(*) filter (where ${royaltyLedger.kind} = 'refund')`,
    })
    .from(royaltyLedger)
    .where(and(eq(royaltyLedger.artistId, artistId), inArray(royaltyLedger.kind, ['sale', 'refund'])))
    .groupBy(royaltyLedger.characterId)
    .orderBy(desc(sql`sum(${royaltyLedger.cents})`))
    .limit(limit);
  return rows.map((r) => ({ title: r.title, cents: Number(r.cents), sales: Number(r.sales) }));
}

/** Net earnings (sales, refunds, jobs) since the start of the current UTC month. */
export async function earningsThisMonth(db: DbOrTx, artistId: string, now = new Date()): Promise<number> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${royaltyLedger.cents}), 0)` })
    .from(royaltyLedger)
    .where(and(eq(royaltyLedger.artistId, artistId), inArray(royaltyLedger.kind, [...EARNING_KINDS]), gte(royaltyLedger.createdAt, start)));
  return Number(row?.cents ?? 0);
}

/** Per character of the artist: sales (less refunds) and what they earned (shares less reversals), for the character list. */
export async function salesPerCharacter(db: DbOrTx, artistId: string): Promise<Map<string, { sales: number; cents: number }>> {
  const rows = await db
    .select({
      characterId: royaltyLedger.characterId,
      cents: sql<string>`sum(${royaltyLedger.cents})`,
      sales: sql<string>`count(*) filter (where ${royaltyLedger.kind} = 'sale') - count(*) filter (where ${royaltyLedger.kind} = 'refund')`,
    })
    .from(royaltyLedger)
    .where(and(eq(royaltyLedger.artistId, artistId), inArray(royaltyLedger.kind, ['sale', 'refund'])))
    .groupBy(royaltyLedger.characterId);
  return new Map(rows.filter((r) => r.characterId).map((r) => [r.characterId!, { sales: Number(r.sales), cents: Number(r.cents) }]));
}
