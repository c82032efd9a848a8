import type { AuditDb } from './audit-db.ts';

/**
 * The royalty ledger's books (docs/decisions/0105-royalty-ledger.md, 0106-payouts.md), audited
 * from the source rows, not from the code that wrote them: every paid line of an artist's
 * character has exactly one sale entry of rate × net after discounts (credits at 1 USD, rounded down), every
 * refunded one its reversal, every payout its debit (and a return when it did not go out), each
 * artist's ledger adds up to what sales, jobs and payouts say, and no payout took more than was
 * available when it was asked for. Line checks take the shoppers' ids ($1); artist checks read all.
 */

/**
 * The line's net in cents after the order's coupon (what the store received for it) and the artist's rate
 * at the sale, as src/server/royalties/ledger.ts must have used them: royalty = rate × net after discounts.
 */
const SOLD_LINES = `
  SELECT ol.id AS line_id, o.id AS order_id, o.status, c.artist_id, n.net, rate.percent, FLOOR(n.net * rate.percent / 100.0)::int AS due
  FROM order_lines ol
  JOIN orders o ON o.id = ol.order_id
  JOIN characters c ON c.id = ol.character_id
  CROSS JOIN LATERAL (SELECT CASE ol.currency WHEN 'USD' THEN ol.cents - ol.discount_cents WHEN 'credits' THEN (ol.credits - ol.discount_credits) * 100 ELSE 0 END AS net) n
  CROSS JOIN LATERAL (SELECT COALESCE((SELECT rr.percent FROM royalty_rates rr WHERE rr.artist_id = c.artist_id AND rr.effective_from <= COALESCE(o.paid_at, o.created_at)
    ORDER BY rr.effective_from DESC, rr.id DESC LIMIT 1), 50) AS percent) rate
  WHERE o.kind = 'characters' AND o.status IN ('paid', 'refunded') AND c.artist_id IS NOT NULL AND n.net > 0 AND o.user_id = ANY($1::uuid[])`;

export const LINE_CHECKS: [string, string][] = [
  ['paid line of an artist\'s character without exactly one royalty of rate × net', `
    SELECT s.line_id, s.artist_id, s.net, s.percent, s.due, COUNT(r.id)::int AS entries, COALESCE(SUM(r.cents), 0)::int AS cents
    FROM (${SOLD_LINES}) s LEFT JOIN royalty_ledger r ON r.order_line_id = s.line_id AND r.kind = 'sale'
    GROUP BY s.line_id, s.artist_id, s.net, s.percent, s.due
    HAVING COUNT(r.id) <> 1 OR COALESCE(SUM(r.cents), 0) <> s.due OR BOOL_OR(r.artist_id <> s.artist_id)`],
  ['refunded line without exactly one reversal of its royalty', `
    SELECT sale.order_line_id, sale.cents, COUNT(r.id) AS reversals, COALESCE(SUM(r.cents), 0) AS reversed
    FROM royalty_ledger sale JOIN orders o ON o.id = sale.order_id
    LEFT JOIN royalty_ledger r ON r.order_line_id = sale.order_line_id AND r.kind = 'refund'
    WHERE sale.kind = 'sale' AND o.status = 'refunded' AND o.user_id = ANY($1::uuid[])
    GROUP BY sale.order_line_id, sale.cents HAVING COUNT(r.id) <> 1 OR COALESCE(SUM(r.cents), 0) <> -sale.cents`],
  ['royalty reversed on a line that was not refunded', `
    SELECT r.id, r.order_id, o.status FROM royalty_ledger r JOIN orders o ON o.id = r.order_id
    WHERE r.kind = 'refund' AND o.status <> 'refunded' AND o.user_id = ANY($1::uuid[])`],
  ['royalties of an order above what the store received for it', `
    SELECT o.id, o.total_cents, o.total_credits, SUM(r.net_cents) AS nets
    FROM royalty_ledger r JOIN orders o ON o.id = r.order_id
    WHERE r.kind = 'sale' AND o.user_id = ANY($1::uuid[])
    GROUP BY o.id, o.total_cents, o.total_credits HAVING SUM(r.net_cents) > o.total_cents + o.total_credits * 100`],
  ['royalty for a line that was never paid', `
    SELECT r.id, r.order_id, o.status FROM royalty_ledger r JOIN orders o ON o.id = r.order_id
    WHERE r.kind = 'sale' AND o.status NOT IN ('paid', 'refunded') AND o.user_id = ANY($1::uuid[])`],
];

export const ARTIST_CHECKS: [string, string][] = [
  ['payout without exactly its debit (and its return when not paid)', `
    SELECT p.id, p.status, p.cents,
      (SELECT COALESCE(SUM(cents), 0) FROM royalty_ledger r WHERE r.payout_id = p.id AND r.kind = 'payout') AS debited,
      (SELECT COALESCE(SUM(cents), 0) FROM royalty_ledger r WHERE r.payout_id = p.id AND r.kind = 'payout_return') AS returned
    FROM payouts p
    WHERE (SELECT COALESCE(SUM(cents), 0) FROM royalty_ledger r WHERE r.payout_id = p.id AND r.kind = 'payout') <> -p.cents
       OR (SELECT COALESCE(SUM(cents), 0) FROM royalty_ledger r WHERE r.payout_id = p.id AND r.kind = 'payout_return')
          <> CASE WHEN p.status IN ('rejected', 'failed') THEN p.cents ELSE 0 END`],
  // Derived balance = earnings (sales, refunds, jobs) less every payout asked for and not given back.
  ['artist balance differs from the sum of the ledger', `
    SELECT a.artist_id, a.ledger, a.earned, COALESCE(p.out, 0) AS payouts FROM (
      SELECT artist_id, SUM(cents) AS ledger, COALESCE(SUM(cents) FILTER (WHERE kind IN ('sale', 'refund', 'job')), 0) AS earned
      FROM royalty_ledger GROUP BY artist_id) a
    LEFT JOIN (SELECT artist_id, SUM(cents) AS out FROM payouts WHERE status IN ('requested', 'paid') GROUP BY artist_id) p ON p.artist_id = a.artist_id
    WHERE a.ledger <> a.earned - COALESCE(p.out, 0)`],
  // What was available when the payout was written: earlier entries already past their hold.
  ['payout larger than the balance available when it was asked for', `
    SELECT d.payout_id, -d.cents AS asked,
      (SELECT COALESCE(SUM(e.cents), 0) FROM royalty_ledger e WHERE e.artist_id = d.artist_id AND e.id < d.id AND e.available_at <= d.created_at) AS available
    FROM royalty_ledger d WHERE d.kind = 'payout'
      AND -d.cents > (SELECT COALESCE(SUM(e.cents), 0) FROM royalty_ledger e WHERE e.artist_id = d.artist_id AND e.id < d.id AND e.available_at <= d.created_at)`],
];

export async function auditRoyalties(db: AuditDb, ids: string[]): Promise<{ violations: string[]; royaltySales: number }> {
  const violations: string[] = [];
  for (const [what, sql] of LINE_CHECKS) for (const row of (await db.query(sql, [ids])).rows) violations.push(`${what}: ${JSON.stringify(row)}`);
  for (const [what, sql] of ARTIST_CHECKS) for (const row of (await db.query(sql)).rows) violations.push(`${what}: ${JSON.stringify(row)}`);
  const [count] = (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM royalty_ledger r JOIN orders o ON o.id = r.order_id WHERE r.kind = 'sale' AND o.user_id = ANY($1::uuid[])`, [ids])).rows;
  return { violations, royaltySales: Number(count?.n ?? 0) };
}
