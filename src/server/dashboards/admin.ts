import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { characterSubmissions, characters, orderLines, orders, payouts, royaltyLedger, users } from '#/server/db/schema.ts';

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const periodOf = (value: string | null): Period => (PERIODS.find((p) => String(p) === value) ?? 30);

export type AdminDashboard = {
  days: Period;
  salesCents: number;
  salesCredits: number;
  orders: number;
  newCustomers: number;
  byDay: { day: string; cents: number; credits: number }[];
  topCharacters: { title: string; sales: number }[];
  topArtists: { name: string; cents: number }[];
  payoutQueue: { count: number; cents: number };
  reviewQueue: number;
};

const sinceOf = (days: number, now: Date) => {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  return since;
};

async function totals(db: DbOrTx, since: Date) {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)`, credits: sql<string>`coalesce(sum(${orders.totalCredits}), 0)`, orders: count() })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, since)));
  const [customers] = await db.select({ n: count() }).from(users).where(and(eq(users.role, 'user'), gte(users.createdAt, since)));
  return { salesCents: Number(row?.cents ?? 0), salesCredits: Number(row?.credits ?? 0), orders: row?.orders ?? 0, newCustomers: customers?.n ?? 0 };
}

async function byDay(db: DbOrTx, since: Date, days: number) {
  const rows = await db
    .select({ day: sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`, cents: sql<string>`sum(${orders.totalCents})`, credits: sql<string>`sum(${orders.totalCredits})` })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, since)))
    .groupBy(sql`1`);
  const found = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day, cents: Number(found.get(day)?.cents ?? 0), credits: Number(found.get(day)?.credits ?? 0) };
  });
}

async function topCharacters(db: DbOrTx, since: Date) {
  const rows = await db
    .select({ title: sql<string>`min(${characters.title})`, sales: count() })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(characters, eq(characters.id, orderLines.characterId))
    .where(and(eq(orders.status, 'paid'), eq(orderLines.kind, 'character'), gte(orders.paidAt, since)))
    .groupBy(orderLines.characterId)
    .orderBy(desc(count()))
    .limit(5);
  return rows.map((r) => ({ title: r.title, sales: Number(r.sales) }));
}

async function topArtists(db: DbOrTx, since: Date) {
  const rows = await db
    .select({ name: sql<string>`min(${users.name})`, cents: sql<string>`sum(${royaltyLedger.cents})` })
    .from(royaltyLedger)
    .innerJoin(users, eq(users.id, royaltyLedger.artistId))
    .where(and(sql`${royaltyLedger.kind} in ('sale', 'refund', 'job')`, gte(royaltyLedger.createdAt, since)))
    .groupBy(royaltyLedger.artistId)
    .orderBy(desc(sql`sum(${royaltyLedger.cents})`))
    .limit(5);
  return rows.map((r) => ({ name: r.name, cents: Number(r.cents) }));
}

/** The admin home's figures for the last `days` (UTC days, today included). */
export async function adminDashboard(db: DbOrTx, days: Period, now = new Date()): Promise<AdminDashboard> {
  const since = sinceOf(days, now);
  const [queue] = await db.select({ count: count(), cents: sql<string>`coalesce(sum(${payouts.cents}), 0)` }).from(payouts).where(eq(payouts.status, 'requested'));
  return {
    days,
    ...(await totals(db, since)),
    byDay: await byDay(db, since, days),
    topCharacters: await topCharacters(db, since),
    topArtists: await topArtists(db, since),
    payoutQueue: { count: queue?.count ?? 0, cents: Number(queue?.cents ?? 0) },
    reviewQueue: (await db.select({ n: count() }).from(characterSubmissions).where(eq(characterSubmissions.state, 'in_review')))[0]?.n ?? 0,
  };
}
