import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { AuditDb } from './audit-db.ts';
import { auditRoyalties } from './royalty-audit.ts';

/**
 * Reads the store's embedded database (server stopped) and lists every way the
 * money does not add up: a balance that is not the sum of its ledger, a paid
 * order whose lines, debit or entitlements are missing or wrong, an entitlement
 * without a paid order, credits spent twice, credits bought by card with an order that
 * are not credited and spent exactly once, an artist's royalty missing or wrong
 * (./royalty-audit.ts). An empty list means the books balance.
 */
export type { AuditDb } from './audit-db.ts';
/** `taxCollected`: what the provider captured beyond the net lines of paid orders; `invoiceTax`: the tax their invoices state. Equal when the books balance. */
export type Audit = { violations: string[]; users: number; paidOrders: number; creditsSpent: number; creditsBought: number; royaltySales: number; taxCollected: number; invoiceTax: number };

const CHECKS: [string, string][] = [
  ['balance differs from the ledger sum', `SELECT a.user_id AS id, a.balance, COALESCE(SUM(l.delta), 0) AS ledger FROM credit_accounts a LEFT JOIN credit_ledger l ON l.user_id = a.user_id WHERE a.user_id = ANY($1::uuid[]) GROUP BY a.user_id, a.balance HAVING a.balance <> COALESCE(SUM(l.delta), 0)`],
  // Credits: the character lines' credits less the coupon's; a top-up line carries the credits bought, not a price in credits.
  ['paid order total differs from its lines', `SELECT o.id, o.total_credits, SUM(ol.credits) FILTER (WHERE ol.kind = 'character') AS lines FROM orders o JOIN order_lines ol ON ol.order_id = o.id WHERE o.kind = 'characters' AND o.status = 'paid' AND o.user_id = ANY($1::uuid[]) GROUP BY o.id, o.total_credits, o.discount_credits HAVING o.total_credits + o.discount_credits <> COALESCE(SUM(ol.credits) FILTER (WHERE ol.kind = 'character'), 0)`],
  ['order whose top-up line differs from its credits bought by card', `SELECT o.id, o.top_up_credits, COALESCE(SUM(ol.credits), 0) AS line FROM orders o LEFT JOIN order_lines ol ON ol.order_id = o.id AND ol.kind = 'top-up' WHERE o.kind = 'characters' AND o.user_id = ANY($1::uuid[]) GROUP BY o.id, o.top_up_credits HAVING o.top_up_credits <> COALESCE(SUM(ol.credits), 0) OR COUNT(ol.id) > 1`],
  ['paid order with no lines', `SELECT o.id FROM orders o WHERE o.kind = 'characters' AND o.status = 'paid' AND o.user_id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM order_lines ol WHERE ol.order_id = o.id)`],
  // The balance's share is one 'purchase' debit; credits bought by card are one credit and one debit of the same amount.
  ['paid order without exactly one matching debit', `SELECT o.id, o.total_credits, o.top_up_credits, COUNT(l.id) AS debits, COALESCE(SUM(l.delta), 0) AS delta FROM orders o LEFT JOIN credit_ledger l ON l.order_id = o.id AND l.delta < 0 AND l.reason = 'purchase' WHERE o.kind = 'characters' AND o.status = 'paid' AND o.total_credits > o.top_up_credits AND o.user_id = ANY($1::uuid[]) GROUP BY o.id, o.total_credits, o.top_up_credits HAVING COUNT(l.id) <> 1 OR COALESCE(SUM(l.delta), 0) <> o.top_up_credits - o.total_credits`],
  ['paid order whose credits bought by card are not credited and spent once', `SELECT o.id, o.top_up_credits, COUNT(l.id) FILTER (WHERE l.reason = 'credit-top-up') AS credited, COALESCE(SUM(l.delta) FILTER (WHERE l.reason = 'credit-top-up'), 0) AS bought, COUNT(l.id) FILTER (WHERE l.reason = 'credit-top-up-spent') AS debited, COALESCE(SUM(l.delta) FILTER (WHERE l.reason = 'credit-top-up-spent'), 0) AS spent FROM orders o LEFT JOIN credit_ledger l ON l.order_id = o.id WHERE o.kind = 'characters' AND o.status IN ('paid', 'refunded') AND o.user_id = ANY($1::uuid[]) GROUP BY o.id, o.top_up_credits HAVING (o.top_up_credits > 0 AND (COUNT(l.id) FILTER (WHERE l.reason = 'credit-top-up') <> 1 OR COUNT(l.id) FILTER (WHERE l.reason = 'credit-top-up-spent') <> 1 OR COALESCE(SUM(l.delta) FILTER (WHERE l.reason = 'credit-top-up'), 0) <> o.top_up_credits OR COALESCE(SUM(l.delta) FILTER (WHERE l.reason = 'credit-top-up-spent'), 0) <> -o.top_up_credits)) OR (o.top_up_credits = 0 AND COUNT(l.id) FILTER (WHERE l.reason IN ('credit-top-up', 'credit-top-up-spent')) > 0)`],
  ['credits bought by card for an order that is not paid', `SELECT l.id FROM credit_ledger l JOIN orders o ON o.id = l.order_id WHERE l.reason IN ('credit-top-up', 'credit-top-up-spent') AND o.status NOT IN ('paid', 'refunded') AND l.user_id = ANY($1::uuid[])`],
  // Money: the dollar lines and the credits bought by card, less the coupon's money discount.
  ['paid cart whose money total differs from its lines', `SELECT o.id, o.total_cents, SUM(ol.cents) AS lines FROM orders o JOIN order_lines ol ON ol.order_id = o.id WHERE o.kind = 'characters' AND o.status = 'paid' AND o.user_id = ANY($1::uuid[]) GROUP BY o.id, o.total_cents, o.discount_cents HAVING o.total_cents - o.tax_cents + o.discount_cents <> SUM(ol.cents)`],
  ['order whose discount is not carried by its lines', `SELECT o.id, o.discount_cents, o.discount_credits FROM orders o JOIN order_lines ol ON ol.order_id = o.id WHERE o.user_id = ANY($1::uuid[]) GROUP BY o.id HAVING SUM(ol.discount_cents) <> o.discount_cents OR SUM(ol.discount_credits) <> o.discount_credits`],
  // Provider charge = order total: what the store sent the provider and what the provider captured.
  ['paid order whose provider charge or capture differs from its money total', `SELECT o.id, o.total_cents, o.charged_cents, o.captured_cents FROM orders o WHERE o.status IN ('paid', 'refunded') AND o.total_cents > 0 AND o.provider <> 'credits' AND o.user_id = ANY($1::uuid[]) AND (o.charged_cents IS DISTINCT FROM o.total_cents OR o.captured_cents IS DISTINCT FROM o.total_cents)`],
  // Tax: what the provider captured beyond the net lines is the tax, and it is the tax the invoice states, at the invoice's rate on its net.
  ['paid order whose captured money less its net lines differs from its invoice tax', `SELECT o.id, o.captured_cents, o.tax_cents, SUM(ol.cents) - o.discount_cents AS net FROM orders o JOIN order_lines ol ON ol.order_id = o.id WHERE o.kind IN ('characters', 'credits') AND o.status IN ('paid', 'refunded') AND o.total_cents > 0 AND o.provider <> 'credits' AND o.user_id = ANY($1::uuid[]) GROUP BY o.id HAVING COALESCE(o.captured_cents, 0) - (SUM(ol.cents) - o.discount_cents) <> o.tax_cents`],
  ['invoice whose tax is not its rate on its net', `SELECT o.id, o.total_cents, o.tax_cents, o.tax_rate_bp FROM orders o WHERE o.status IN ('paid', 'refunded') AND o.user_id = ANY($1::uuid[]) AND o.tax_cents <> ROUND((o.total_cents - o.tax_cents) * o.tax_rate_bp / 10000.0)`],
  ['paid order without an invoice number', `SELECT o.id FROM orders o WHERE o.status IN ('paid', 'refunded') AND o.invoice_number IS NULL AND o.user_id = ANY($1::uuid[])`],
  ['invoice or credit note numbers with a gap in their year', `SELECT kind, year, COUNT(*) AS issued, MAX(n) AS last FROM (SELECT 'INV' AS kind, split_part(invoice_number, '-', 2) AS year, split_part(invoice_number, '-', 3)::int AS n FROM orders WHERE invoice_number IS NOT NULL UNION ALL SELECT 'CN', split_part(number, '-', 2), split_part(number, '-', 3)::int FROM credit_notes) d WHERE $1::uuid[] IS NOT NULL GROUP BY kind, year HAVING COUNT(*) <> MAX(n) OR COUNT(DISTINCT n) <> COUNT(*)`],
  ['refund without a credit note of the same money and tax', `SELECT o.id, o.tax_cents, COALESCE((SELECT SUM(net_cents + tax_cents) FROM credit_notes c WHERE c.order_id = o.id), 0) AS noted, COALESCE((SELECT SUM(cents) FROM order_line_refunds r WHERE r.order_id = o.id), 0) + COALESCE((SELECT SUM(amount_cents) FROM payment_refunds p WHERE p.order_id = o.id), 0) AS refunded, COALESCE((SELECT SUM(tax_cents) FROM credit_notes c WHERE c.order_id = o.id), 0) AS tax_back FROM orders o WHERE o.user_id = ANY($1::uuid[]) AND o.kind IN ('characters', 'credits') AND (COALESCE((SELECT SUM(net_cents + tax_cents) FROM credit_notes c WHERE c.order_id = o.id), 0) <> COALESCE((SELECT SUM(cents) FROM order_line_refunds r WHERE r.order_id = o.id), 0) + COALESCE((SELECT SUM(amount_cents) FROM payment_refunds p WHERE p.order_id = o.id), 0) OR COALESCE((SELECT SUM(tax_cents) FROM credit_notes c WHERE c.order_id = o.id), 0) > o.tax_cents)`],
  ['refund larger than what the provider captured', `SELECT r.order_id, r.amount_cents, o.captured_cents FROM payment_refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id = ANY($1::uuid[]) AND r.amount_cents > COALESCE(o.captured_cents, o.total_cents)`],
  ['money taken that did not pay its order, not refunded', `SELECT f.order_id, f.reason, f.amount_cents, f.refund_status FROM payment_flags f JOIN orders o ON o.id = f.order_id WHERE o.user_id = ANY($1::uuid[]) AND f.amount_cents > 0 AND f.refund_status <> 'succeeded'`],
  ['paid cart with a money part but no provider payment', `SELECT o.id FROM orders o WHERE o.kind = 'characters' AND o.status = 'paid' AND o.total_cents > 0 AND (o.provider_payment IS NULL OR o.provider = 'credits') AND o.user_id = ANY($1::uuid[])`],
  // A pending cart holds its credits (one 'purchase' debit); a failed or refunded one has given them all back.
  ['failed or refunded cart whose credits do not net to zero', `SELECT o.id, o.status, SUM(l.delta) AS net FROM orders o JOIN credit_ledger l ON l.order_id = o.id WHERE o.kind = 'characters' AND o.status IN ('failed', 'refunded', 'cancelled') AND o.user_id = ANY($1::uuid[]) GROUP BY o.id, o.status HAVING SUM(l.delta) <> 0`],
  ['pending cart holding other than its credits from the balance', `SELECT o.id, o.total_credits, o.top_up_credits, COALESCE(SUM(l.delta), 0) AS held FROM orders o LEFT JOIN credit_ledger l ON l.order_id = o.id WHERE o.kind = 'characters' AND o.status = 'pending' AND o.user_id = ANY($1::uuid[]) GROUP BY o.id, o.total_credits, o.top_up_credits HAVING COALESCE(SUM(l.delta), 0) <> o.top_up_credits - o.total_credits`],
  ['paid order line without its entitlement', `SELECT ol.id, o.id AS order_id FROM order_lines ol JOIN orders o ON o.id = ol.order_id WHERE ol.kind = 'character' AND o.kind = 'characters' AND o.status = 'paid' AND o.user_id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM entitlements e WHERE e.user_id = o.user_id AND e.character_id = ol.character_id AND e.plan = ol.plan)`],
  ['entitlement without a paid order (and not free)', `SELECT e.id FROM entitlements e LEFT JOIN orders o ON o.id = e.order_id JOIN characters c ON c.id = e.character_id WHERE e.user_id = ANY($1::uuid[]) AND (o.id IS NULL OR o.status <> 'paid') AND c.price_type <> 'free'`],
  ['credit pack paid without exactly one credit', `SELECT o.id FROM orders o WHERE o.kind = 'credits' AND o.status = 'paid' AND o.user_id = ANY($1::uuid[]) AND (SELECT COUNT(*) FROM credit_ledger l WHERE l.order_id = o.id AND l.delta > 0) <> 1`],
  ['credit for a pack that is not paid', `SELECT l.id FROM credit_ledger l JOIN orders o ON o.id = l.order_id WHERE l.reason = 'credit-pack' AND o.status NOT IN ('paid', 'refunded') AND l.user_id = ANY($1::uuid[])`],
];

export async function openStoreDb(dataDir: string): Promise<PGlite> {
  return PGlite.create({ dataDir: `${dataDir}/pglite`, extensions: { pg_trgm } });
}

export async function userIds(db: AuditDb, emailLike: string): Promise<string[]> {
  return (await db.query<{ id: string }>('SELECT id FROM users WHERE email LIKE $1', [emailLike])).rows.map((r) => r.id);
}

export async function auditLedger(db: AuditDb, ids: string[]): Promise<Audit> {
  const violations: string[] = [];
  for (const [what, sql] of CHECKS) {
    for (const row of (await db.query(sql, [ids])).rows) violations.push(`${what}: ${JSON.stringify(row)}`);
  }
  const royalties = await auditRoyalties(db, ids);
  violations.push(...royalties.violations);
  const one = async (sql: string) => Number(Object.values((await db.query(sql, [ids])).rows[0] as object)[0] ?? 0);
  const paidMoney = `FROM orders o WHERE o.kind IN ('characters', 'credits') AND o.status IN ('paid', 'refunded') AND o.total_cents > 0 AND o.provider <> 'credits' AND o.user_id = ANY($1::uuid[])`;
  const taxCollected = await one(`SELECT COALESCE(SUM(COALESCE(o.captured_cents, 0) - ((SELECT SUM(ol.cents) FROM order_lines ol WHERE ol.order_id = o.id) - o.discount_cents)), 0) ${paidMoney}`);
  const invoiceTax = await one(`SELECT COALESCE(SUM(o.tax_cents), 0) ${paidMoney}`);
  if (taxCollected !== invoiceTax) violations.push(`tax collected ${taxCollected} differs from the invoices' tax ${invoiceTax}`);
  return {
    taxCollected,
    invoiceTax,
    violations,
    users: ids.length,
    paidOrders: await one(`SELECT COUNT(*) FROM orders WHERE kind = 'characters' AND status = 'paid' AND user_id = ANY($1::uuid[])`),
    // Credits held for a cart whose card payment failed and then given back were never spent.
    creditsSpent: await one(`SELECT COALESCE(-SUM(delta), 0) FROM credit_ledger WHERE (delta < 0 OR reason = 'purchase-release') AND user_id = ANY($1::uuid[])`),
    creditsBought: await one(`SELECT COALESCE(SUM(delta), 0) FROM credit_ledger WHERE delta > 0 AND reason <> 'purchase-release' AND user_id = ANY($1::uuid[])`),
    royaltySales: royalties.royaltySales,
  };
}

/**
 * Orders the shoppers were told about must be in the books, each exactly once.
 * With `everyPaidOrderTold` (no crash in the run) the books hold no other paid order either.
 */
export async function compareWithAnswers(db: AuditDb, ids: string[], answered: Map<string, string>, everyPaidOrderTold = true): Promise<string[]> {
  const rows = (await db.query<{ id: string; user_id: string; idempotency_key: string }>(`SELECT id, user_id, idempotency_key FROM orders WHERE kind = 'characters' AND status = 'paid' AND user_id = ANY($1::uuid[])`, [ids])).rows;
  const inDb = new Map(rows.map((r) => [r.id, r]));
  const problems: string[] = [];
  for (const [orderId, key] of answered) {
    const row = inDb.get(orderId);
    if (!row) problems.push(`lost order: ${orderId} (key ${key}) was answered 200 but is not paid in the database`);
    else if (row.idempotency_key !== key) problems.push(`order ${orderId} has key ${row.idempotency_key}, answered for ${key}`);
  }
  if (everyPaidOrderTold) for (const row of rows) if (!answered.has(row.id)) problems.push(`order ${row.id} (key ${row.idempotency_key}) is paid but no shopper was told`);
  return problems;
}

/** Credit packs the shoppers were told were paid must be paid in the books, with their credits. */
export async function comparePacks(db: AuditDb, confirmed: string[]): Promise<string[]> {
  const rows = (await db.query<{ id: string; status: string; credited: number }>(
    `SELECT o.id, o.status, (SELECT COUNT(*)::int FROM credit_ledger l WHERE l.order_id = o.id AND l.delta > 0) AS credited FROM orders o WHERE o.id = ANY($1::uuid[])`,
    [confirmed],
  )).rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return confirmed.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [`lost credit pack order ${id}`];
    return row.status === 'paid' && row.credited === 1 ? [] : [`credit pack ${id}: ${row.status}, credited ${row.credited} time(s)`];
  });
}

/**
 * Card payments of carts as the shoppers were answered: a confirmed one is paid with its
 * licences; a declined one failed, granted nothing and gave every held credit back.
 */
export async function compareMoney(db: PGlite, money: { confirmed: string[]; declined: string[] }): Promise<string[]> {
  const ids = [...money.confirmed, ...money.declined];
  const rows = (await db.query<{ id: string; status: string; net: number; granted: number }>(
    `SELECT o.id, o.status, (SELECT COALESCE(SUM(l.delta), 0)::int FROM credit_ledger l WHERE l.order_id = o.id) AS net,
       (SELECT COUNT(*)::int FROM entitlements e WHERE e.order_id = o.id) AS granted FROM orders o WHERE o.id = ANY($1::uuid[])`,
    [ids],
  )).rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const confirmed = money.confirmed.flatMap((id) => {
    const row = byId.get(id);
    return row?.status === 'paid' && row.granted > 0 ? [] : [`card payment ${id} confirmed but the order is ${row?.status ?? 'missing'} with ${row?.granted ?? 0} licences`];
  });
  const declined = money.declined.flatMap((id) => {
    const row = byId.get(id);
    return row?.status === 'failed' && row.net === 0 && row.granted === 0 ? [] : [`card payment ${id} declined but the order is ${row?.status ?? 'missing'}, credits net ${row?.net}, ${row?.granted} licences`];
  });
  return [...confirmed, ...declined];
}
