/**
 * What each line of an order brought in, in its own unit, after the coupon: the order's money
 * total is shared among its money lines and its credit total among its credit lines, in proportion
 * to their prices after any discount recorded on the line, the remainders going to the largest fractions. The shares of an order add up
 * exactly to its totals, so refunding every line one by one gives back exactly what was captured.
 * Pure: the refund, the staff order page and their tests use it.
 */
/** `discountCents` / `discountCredits`: what the coupon took off the line, where the order records it per line. */
export type ShareLine = { id: string; currency: 'credits' | 'USD' | 'free'; cents: number; credits: number; discountCents?: number; discountCredits?: number };
/** `taxCents`: the tax in the money total; each line's share of it is apportioned like its net, and kept apart for its credit note. */
export type ShareOrder = { totalCents: number; totalCredits: number; taxCents?: number };
/** `cents` includes the line's `taxCents`. */
export type Share = { cents: number; credits: number; taxCents?: number };

function apportion(total: number, weights: number[]): number[] {
  if (!weights.length) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  // Lines listed at 0 share evenly (a total with no priced line is an anomaly, but must still be given back whole).
  const used = sum > 0 ? weights : weights.map(() => 1);
  const usedSum = sum > 0 ? sum : weights.length;
  const exact = used.map((w) => (total * w) / usedSum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byFraction = exact.map((x, i) => ({ i, f: x - Math.floor(x) })).sort((a, b) => b.f - a.f || a.i - b.i);
  for (const { i } of byFraction) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export function lineShares(order: ShareOrder, lines: ShareLine[]): Map<string, Share> {
  const shares = new Map<string, Share>(lines.map((l) => [l.id, { cents: 0, credits: 0 }]));
  const money = lines.filter((l) => l.currency === 'USD');
  const credit = lines.filter((l) => l.currency === 'credits');
  // Weighed by each line's price after its own recorded discount: where those add up to the total, each share is exactly that net.
  const weights = money.map((l) => Math.max(0, l.cents - (l.discountCents ?? 0)));
  const tax = Math.max(0, order.taxCents ?? 0);
  const taxes = apportion(tax, weights);
  apportion(Math.max(0, order.totalCents - tax), weights).forEach((net, i) => {
    const share = shares.get(money[i]!.id)!;
    share.cents = net + taxes[i]!;
    if (tax > 0) share.taxCents = taxes[i]!;
  });
  apportion(Math.max(0, order.totalCredits), credit.map((l) => Math.max(0, l.credits - (l.discountCredits ?? 0)))).forEach((credits, i) => (shares.get(credit[i]!.id)!.credits = credits));
  return shares;
}

/** The sum of some lines' shares. */
export function sumShares(shares: Map<string, Share>, ids: string[]): Share {
  const sum = ids.reduce((acc, id) => ({ cents: acc.cents + (shares.get(id)?.cents ?? 0), credits: acc.credits + (shares.get(id)?.credits ?? 0) }), { cents: 0, credits: 0 });
  const taxCents = ids.reduce((t, id) => t + (shares.get(id)?.taxCents ?? 0), 0);
  return taxCents > 0 ? { ...sum, taxCents } : sum;
}

/** "TM-001034", "tm-1034", "#1034", "001034" or "1034": the order number staff typed, or null. */
export function parseOrderNumber(text: string): number | null {
  const match = /^\s*(?:#|tm[-\s]?)?0*(\d{1,12})\s*$/i.exec(text);
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
