import { eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListFilter } from '#/lib/list-filter.ts';
import type { TableQuery } from '#/lib/table-query.ts';
import { filterWhere, paginate } from '#/server/admin/paginate.ts';
import type { Database } from '#/server/db/open.ts';
import { orders, users } from '#/server/db/schema.ts';
import { parseOrderNumber } from './shares.ts';

export type AdminOrderRow = typeof orders.$inferSelect & { email: string };

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What the orders search box finds: the order number as printed on receipts ("TM-001034"), or typed
 * without its prefix and zeros, exactly; otherwise part of the buyer's email, a line's title or its
 * character's slug, the payment provider's references (checkout session, payment, refund) or the order id.
 */
export function orderSearch(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const number = parseOrderNumber(text);
  if (number !== null && /^\s*(#|tm)/i.test(text)) return eq(orders.number, number);
  const like = `%${escapeLike(text)}%`;
  return or(
    number !== null ? eq(orders.number, number) : undefined,
    sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${orders.userId} AND u.email ILIKE ${like})`,
    sql`EXISTS (SELECT 1 FROM order_lines l LEFT JOIN characters c ON c.id = l.character_id WHERE l.order_id = ${orders.id} AND (l.title ILIKE ${like} OR c.slug ILIKE ${like}))`,
    ilike(orders.providerRef, like),
    ilike(orders.providerPayment, like),
    sql`EXISTS (SELECT 1 FROM payment_refunds r WHERE r.order_id = ${orders.id} AND r.provider_ref ILIKE ${like})`,
    sql`EXISTS (SELECT 1 FROM order_line_refunds r WHERE r.order_id = ${orders.id} AND r.provider_ref ILIKE ${like})`,
    sql`${orders.id}::text ILIKE ${like}`,
  );
}

/** One page of orders for staff: sorted, filtered (status, kind, dates) and searched on the server, with each buyer's email. */
export async function listOrders(db: Database, query: TableQuery, filter: ListFilter = {}) {
  const page = await paginate<typeof orders.$inferSelect>(db, {
    table: orders,
    where: sql.join([filterWhere(filter, { status: orders.status, kind: orders.kind }, orders.createdAt) ?? sql`true`, orderSearch(query.q) ?? sql`true`], sql` AND `),
    sortable: {
      createdAt: orders.createdAt, number: orders.number, status: orders.status, totalCents: orders.totalCents, totalCredits: orders.totalCredits, kind: orders.kind,
      customer: sql`(SELECT email FROM users WHERE users.id = ${orders.userId})`,
    },
    searchable: [],
  }, { ...query, q: '' });
  const ids = [...new Set(page.rows.map((o) => o.userId))];
  const emails = ids.length ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(emails.map((u) => [u.id, u.email]));
  return { ...page, rows: page.rows.map((o): AdminOrderRow => ({ ...o, email: byId.get(o.userId) ?? '' })) };
}
