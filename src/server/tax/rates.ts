/**
 * VAT on digital goods sold to consumers, by the buyer's country: the one table the store taxes with.
 * Values in basis points (1900 = 19 %). Standard rates: the characters, licences and credits the
 * store sells are electronically supplied services, taxed at each country's standard rate.
 *
 * Source: European Commission, "VAT rates applied in the Member States of the European Union",
 * situation at 1 January 2025 (taxation-customs.ec.europa.eu, Taxes in Europe Database), with the
 * changes since announced by the member states: Estonia 24 % from 1 July 2025, Romania 21 % from
 * 1 August 2025. United Kingdom: HMRC, standard rate 20 %. Table checked on 2025-08-01.
 * A change of rate is a change to this table (and its date), reviewed like code.
 */
export const RATES_CHECKED = '2025-08-01';

/** ISO 3166-1 alpha-2 code → standard VAT rate in basis points, for the 27 EU member states. */
export const EU_VAT_BP: Readonly<Record<string, number>> = {
  AT: 2000, BE: 2100, BG: 2000, CY: 1900, CZ: 2100, DE: 1900, DK: 2500, EE: 2400, ES: 2100,
  FI: 2550, FR: 2000, GR: 2400, HR: 2500, HU: 2700, IE: 2300, IT: 2200, LT: 2100, LU: 1700,
  LV: 2100, MT: 1800, NL: 2100, PL: 2300, PT: 2300, RO: 2100, SE: 2500, SI: 2200, SK: 2300,
};

/** The United Kingdom's standard rate (digital services to UK consumers). */
export const GB_VAT_BP = 2000;

export const isEu = (country: string | null | undefined): country is string => Boolean(country && country in EU_VAT_BP);

/** The consumer rate where the store charges VAT, or null where it charges none. */
export function consumerRate(country: string | null | undefined): number | null {
  if (!country) return null;
  if (isEu(country)) return EU_VAT_BP[country]!;
  return country === 'GB' ? GB_VAT_BP : null;
}
