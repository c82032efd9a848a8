import type { AuditDb } from '#test-support/load/ledger-audit.ts';

/**
 * The coupon's books after a load run (server stopped): never redeemed past its limit, its `used`
 * count equal to its live redemptions, each live redemption tied to a paid order of the same buyer
 * that carries the code and the discount, each given-back one to a failed or refunded order; and the
 * coupon shoppers' own money adds up with the discount (lines − discount = total, one debit of it).
 */
export type CouponAudit = { violations: string[]; used: number; live: number; reversed: number; maxUses: number | null };

const CHECKS: [string, string][] = [
  ['live redemption whose order is not paid', `SELECT r.id, o.status FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id WHERE r.coupon_id = $1 AND r.reversed_at IS NULL AND o.status <> 'paid'`],
  ['given-back redemption whose order is still paid or pending', `SELECT r.id, o.status FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id WHERE r.coupon_id = $1 AND r.reversed_at IS NOT NULL AND o.status NOT IN ('failed', 'refunded', 'cancelled')`],
  ['redemption not matching its order (buyer, code or discount)', `SELECT r.id FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id JOIN coupons c ON c.id = r.coupon_id WHERE r.coupon_id = $1 AND (o.user_id <> r.user_id OR o.coupon_code IS DISTINCT FROM c.code OR o.discount_credits <> r.discount_credits OR o.discount_cents <> r.discount_cents)`],
  ['order with the code but no redemption', `SELECT o.id FROM orders o JOIN coupons c ON c.code = o.coupon_code WHERE c.id = $1 AND NOT EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.order_id = o.id)`],
  ['a negative discount or one above its lines', `SELECT o.id FROM orders o JOIN coupons c ON c.code = o.coupon_code WHERE c.id = $1 AND (o.discount_credits < 0 OR o.discount_cents < 0 OR o.discount_credits > (SELECT COALESCE(SUM(ol.credits), 0) FROM order_lines ol WHERE ol.order_id = o.id))`],
];

// The coupon shoppers' own books, by email pattern: the ledger audit's rules with the discount taken into account.
const BOOKS: [string, string][] = [
  ['balance differs from the ledger sum', `SELECT a.user_id FROM credit_accounts a JOIN users u ON u.id = a.user_id LEFT JOIN credit_ledger l ON l.user_id = a.user_id WHERE u.email LIKE $1 GROUP BY a.user_id, a.balance HAVING a.balance <> COALESCE(SUM(l.delta), 0)`],
  ['paid order: lines − discount differ from its totals', `SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id JOIN order_lines ol ON ol.order_id = o.id WHERE u.email LIKE $1 AND o.kind = 'characters' AND o.status = 'paid' GROUP BY o.id HAVING SUM(ol.credits) - o.discount_credits <> o.total_credits OR SUM(ol.cents) - o.discount_cents <> o.total_cents`],
  ['paid order without exactly one debit of its credit total', `SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN credit_ledger l ON l.order_id = o.id AND l.delta < 0 AND l.reason = 'purchase' WHERE u.email LIKE $1 AND o.kind = 'characters' AND o.status = 'paid' AND o.total_credits > 0 GROUP BY o.id, o.total_credits HAVING COUNT(l.id) <> 1 OR COALESCE(SUM(l.delta), 0) <> -o.total_credits`],
  ['paid order line without its entitlement', `SELECT ol.id FROM order_lines ol JOIN orders o ON o.id = ol.order_id JOIN users u ON u.id = o.user_id WHERE u.email LIKE $1 AND o.kind = 'characters' AND o.status = 'paid' AND NOT EXISTS (SELECT 1 FROM entitlements e WHERE e.user_id = o.user_id AND e.character_id = ol.character_id AND e.plan = ol.plan)`],
  ['failed cart whose credits do not net to zero', `SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id JOIN credit_ledger l ON l.order_id = o.id WHERE u.email LIKE $1 AND o.kind = 'characters' AND o.status IN ('failed', 'refunded') GROUP BY o.id HAVING SUM(l.delta) <> 0`],
];

export async function auditCoupon(db: AuditDb, code: string, emailLike: string): Promise<CouponAudit> {
  const [coupon] = (await db.query<{ id: string; used: number; max_uses: number | null }>('SELECT id, used, max_uses FROM coupons WHERE code = $1', [code])).rows;
  if (!coupon) return { violations: [`no coupon ${code}`], used: 0, live: 0, reversed: 0, maxUses: null };
  const violations: string[] = [];
  const counts = (await db.query<{ live: number; reversed: number }>('SELECT COUNT(*) FILTER (WHERE reversed_at IS NULL)::int AS live, COUNT(*) FILTER (WHERE reversed_at IS NOT NULL)::int AS reversed FROM coupon_redemptions WHERE coupon_id = $1', [coupon.id])).rows[0]!;
  if (coupon.max_uses !== null && counts.live > coupon.max_uses) violations.push(`redeemed ${counts.live} times, limit ${coupon.max_uses}`);
  if (coupon.used !== counts.live) violations.push(`used says ${coupon.used}, live redemptions ${counts.live}`);
  for (const [what, sql] of CHECKS) for (const row of (await db.query(sql, [coupon.id])).rows) violations.push(`${what}: ${JSON.stringify(row)}`);
  for (const [what, sql] of BOOKS) for (const row of (await db.query(sql, [emailLike])).rows) violations.push(`${what}: ${JSON.stringify(row)}`);
  return { violations, used: coupon.used, live: counts.live, reversed: counts.reversed, maxUses: coupon.max_uses };
}
