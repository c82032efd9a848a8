import { z } from './zod.ts';

/**
 * The tax of an order in the words and numbers every page prints: the checkout, the order page, the
 * receipt, the invoice and the credit note. Pure and shared with the browser, so the checkout shows
 * the amount the server will charge. The rules that pick the rate are in src/server/tax/decide.ts.
 */
export const TAX_RULES = ['none', 'eu-vat', 'gb-vat', 'reverse-charge', 'gb-reverse-charge'] as const;
export type TaxRule = (typeof TAX_RULES)[number];

export const REVERSE_CHARGE_TEXT = 'Reverse charge: VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC)';
export const GB_REVERSE_CHARGE_TEXT = 'Reverse charge: the customer accounts for the VAT to HMRC';

/** The tax on a net amount: half a cent and up rounds up. One rounding per order, on its net money total. */
export const taxOf = (netCents: number, rateBp: number): number => Math.round((netCents * rateBp) / 10_000);

/** 1900 → "19", 2550 → "25.5". */
export const ratePercent = (rateBp: number): string => String(rateBp / 100);

/** "VAT (19 %)", "VAT (0 %, reverse charge)", or "No VAT" where none applies. */
export function taxLabel(tax: { rule: TaxRule; rateBp: number }): string {
  if (tax.rule === 'none') return 'No VAT';
  if (tax.rule === 'reverse-charge' || tax.rule === 'gb-reverse-charge') return 'VAT (0 %, reverse charge)';
  return `VAT (${ratePercent(tax.rateBp)} %)`;
}

/** The sentence an invoice carries under its totals, or null. */
export function taxNote(tax: { rule: TaxRule }): string | null {
  if (tax.rule === 'reverse-charge') return REVERSE_CHARGE_TEXT;
  if (tax.rule === 'gb-reverse-charge') return GB_REVERSE_CHARGE_TEXT;
  if (tax.rule === 'none') return 'No VAT: the buyer is outside the EU and the UK.';
  return null;
}

/** What the checkout is told: the tax that will be added to the card part, or why checkout is refused until the buyer says where they are. */
export const quoteTax = z.union([
  z.object({ rule: z.enum(TAX_RULES), country: z.string().nullable(), rateBp: z.number().int().nonnegative(), label: z.string(), note: z.string().nullable() }),
  z.object({ refused: z.string() }),
]);
export type QuoteTax = z.infer<typeof quoteTax>;

/** The card part at checkout with its tax, as the server will place it: the tax rounded once on the net card amount. */
export type CardTax = { label: string; cents: number; note: string | null };
export function cardTax(tax: QuoteTax | null | undefined, cardNetCents: number): CardTax | { refused: string } | null {
  if (!tax || cardNetCents <= 0) return null;
  if ('refused' in tax) return tax;
  // Where no VAT applies the checkout shows no tax row (the invoice says "No VAT").
  if (tax.rule === 'none') return null;
  return { label: tax.label, cents: taxOf(cardNetCents, tax.rateBp), note: tax.note };
}
