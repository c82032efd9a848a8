import type { Quote } from '#/lib/api/cart.ts';
import type { Database } from '#/server/db/open.ts';
import { getBalance } from '#/server/orders/ledger.ts';
import { getSettings } from '#/server/settings/settings.ts';
import { orderTax, quoteTaxOf } from '#/server/tax/order-tax.ts';
import { centsOf, couponFor, creditsOf, priceLines } from './price-lines.ts';

/**
 * The cart priced, with the coupon asked for (if any) taken off its unit's total. The "≈ $" of
 * credit lines and the credits of dollar lines follow the credit value in the store settings.
 */
export async function quoteCart(db: Database, lines: { characterId: string; plan: string }[], options: { coupon?: string; userId?: string | null; geoCountry?: string | null } = {}): Promise<Quote> {
  const settings = await getSettings(db);
  const creditValue = settings.creditValueCents;
  const priced = await priceLines(db, lines, creditValue);
  const { applied, error } = await couponFor(db, options.coupon, options.userId ?? null, priced.lines);
  const subtotalCredits = creditsOf(priced.lines);
  const subtotalCents = centsOf(priced.lines);
  const discountCredits = applied?.discount.credits ?? 0;
  const discountCents = applied?.discount.cents ?? 0;
  return {
    lines: priced.lines.map(({ typeId: _typeId, artistId: _artistId, ...line }) => line),
    dropped: priced.dropped,
    totalCredits: subtotalCredits - discountCredits,
    totalCents: subtotalCents - discountCents,
    subtotalCredits,
    subtotalCents,
    discountCredits,
    discountCents,
    coupon: applied ? { code: applied.coupon.code, summary: applied.summary } : null,
    couponError: error,
    creditValueCents: creditValue,
    balance: options.userId ? await getBalance(db, options.userId) : null,
    // The tax the checkout adds to the card part (the same decision `placeOrder` takes); signed out, none yet.
    tax: options.userId ? quoteTaxOf((await orderTax(db, options.userId, options.geoCountry ?? null, settings.sellerCountry)).decision) : null,
  };
}
