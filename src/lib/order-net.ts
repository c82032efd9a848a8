/**
 * What the store receives for each line of an order after every discount: the one rule the
 * provider charge, the receipt and the artists' royalties share. Pure, integer arithmetic only.
 */
export type MoneyLine = { currency: 'credits' | 'USD' | 'free'; cents: number; credits: number; discountCents: number; discountCredits: number };
export type OrderDiscount = { discountCents: number; discountCredits: number };
export type NetLine<T> = { line: T; cents: number; credits: number };

/**
 * Splits `off` over `amounts` in proportion, largest remainders first (ties to the earlier line):
 * the parts are integers, none larger than its amount, and they sum to `min(off, sum(amounts))`.
 */
export function allocate(amounts: number[], off: number): number[] {
  const total = amounts.reduce((s, a) => s + Math.max(0, a), 0);
  const take = Math.min(Math.max(0, off), total);
  if (take === 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (Math.max(0, a) * take) / total);
  const parts = exact.map(Math.floor);
  let left = take - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    if (parts[i]! < Math.max(0, amounts[i]!)) {
      parts[i]! += 1;
      left--;
    }
  }
  return parts;
}

/**
 * Each line's net after the order's discounts: what the coupon took off the line as recorded,
 * and any part of the order's discount not recorded on a line (orders placed before lines
 * carried it) spread over the lines of that unit in proportion. Money lines sum to the order's
 * money total before discount minus its money discount, credit lines likewise.
 */
export function netLines<T extends MoneyLine>(order: OrderDiscount, lines: T[]): NetLine<T>[] {
  const after = (l: T, unit: 'USD' | 'credits') =>
    l.currency !== unit ? 0 : unit === 'USD' ? Math.max(0, l.cents - l.discountCents) : Math.max(0, l.credits - l.discountCredits);
  const spread = (unit: 'USD' | 'credits', orderOff: number) => {
    const recorded = lines.reduce((s, l) => s + (l.currency === unit ? (unit === 'USD' ? l.discountCents : l.discountCredits) : 0), 0);
    return allocate(lines.map((l) => after(l, unit)), orderOff - recorded);
  };
  const cents = spread('USD', order.discountCents);
  const credits = spread('credits', order.discountCredits);
  return lines.map((line, i) => ({ line, cents: after(line, 'USD') - cents[i]!, credits: after(line, 'credits') - credits[i]! }));
}
