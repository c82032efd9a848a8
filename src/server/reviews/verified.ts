import { sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';

/**
 * How a reviewer holds the character they review (decision 0141). Anyone holding a licence may
 * review, free samples included, but the page says which kind of licence it is:
 *   - 'purchase': a licence they still hold was paid for (its line was priced and the order cost
 *     money or credits after its coupon);
 *   - 'free': only licences that cost nothing (a free sample, an order a coupon made free);
 *   - null: none any more (a refund took it back; the review stays, unlabelled).
 */
export type Verified = 'purchase' | 'free' | null;

export function verifiedAs(userId: AnyColumn | SQL | string, characterId: AnyColumn | SQL | string): SQL<Verified> {
  return sql<Verified>`(
    SELECT CASE WHEN bool_or(l.currency <> 'free' AND (o.total_cents > 0 OR o.total_credits > 0)) THEN 'purchase'
                WHEN count(*) > 0 THEN 'free' END
    FROM entitlements e
    LEFT JOIN orders o ON o.id = e.order_id
    LEFT JOIN order_lines l ON l.order_id = e.order_id AND l.character_id = e.character_id AND l.plan = e.plan
    WHERE e.user_id = ${userId} AND e.character_id = ${characterId})`;
}

/** The words the page shows for each kind. */
export const VERIFIED_LABEL: Record<Exclude<Verified, null>, string> = {
  purchase: 'Verified purchase',
  free: 'Verified download (free sample)',
};
