import { eq } from 'drizzle-orm';
import { taxLabel, taxNote, taxOf, type QuoteTax } from '#/lib/tax.ts';
import type { DbOrTx } from '#/server/db/open.ts';
import { users, type Billing } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { decideTax, isRefusal, type TaxDecision, type TaxRefusal } from './decide.ts';
import { getTaxProfile } from './profile.ts';

/** What an order is placed with: the tax decided before payment and the buyer as the invoice will name them. */
export type OrderTax = { decision: TaxDecision | TaxRefusal; billing: Billing };

/**
 * Gathers the evidence for one buyer (their tax profile, the country the request geolocates to, the
 * seller's country from the settings) and decides the tax. Read before the order's transaction, like
 * the credit value: a profile saved meanwhile applies to the next order.
 */
export async function orderTax(db: DbOrTx, userId: string, geoCountry: string | null, sellerCountry: string): Promise<OrderTax> {
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  const profile = await getTaxProfile(db, userId);
  const decision = decideTax({ geoCountry, billing: { country: profile.country, vatNumber: profile.vatNumber || null }, sellerCountry: sellerCountry || null });
  return { decision, billing: { name: user?.name ?? '', email: user?.email ?? '', ...profile } };
}

/** The quote's view of the decision, for the checkout page. */
export function quoteTaxOf(decision: TaxDecision | TaxRefusal): QuoteTax {
  if (isRefusal(decision)) return decision;
  return { rule: decision.rule, country: decision.country, rateBp: decision.rateBp, label: taxLabel(decision), note: taxNote(decision) };
}

/**
 * The order's tax columns for a net money amount. No money part (paid in credits): no tax, since
 * VAT is charged when credits are bought (ADR 0230). A money part with contradicting evidence is refused.
 */
export function taxColumns(tax: OrderTax, netCents: number) {
  if (netCents === 0) return { taxCents: 0, taxRateBp: 0, taxRule: 'none' as const, taxCountry: null, taxEvidence: 'paid in credits: VAT was charged when they were bought', billing: tax.billing };
  if (isRefusal(tax.decision)) throw new AppError('CONFLICT', tax.decision.refused);
  const d = tax.decision;
  return { taxCents: taxOf(netCents, d.rateBp), taxRateBp: d.rateBp, taxRule: d.rule, taxCountry: d.country, taxEvidence: d.evidence, billing: tax.billing };
}
