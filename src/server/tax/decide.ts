import type { TaxRule } from '#/lib/tax.ts';
import { consumerRate, EU_VAT_BP, GB_VAT_BP, isEu } from './rates.ts';
import { countryName } from './vat-number.ts';

/**
 * Which tax an order carries, decided from the evidence of where the buyer is. Pure: the caller
 * gathers the evidence (the country the request's address geolocates to, the buyer's tax profile,
 * the seller's country from the settings). See docs/checkout.md "Tax" and ADR 0230.
 *
 * - An EU business with a VAT number (the number's country is its billing country, checked when the
 *   profile is saved) outside the seller's country: reverse charge, 0 %. In the seller's own country:
 *   that country's VAT. A UK business with a GB VAT number: the UK reverse charge, 0 %.
 * - A consumer: the country where two pieces of evidence agree (the geolocated country and the stated
 *   billing country), taxed at its rate: the EU member state's standard rate, 20 % in the UK, none
 *   elsewhere. Evidence that contradicts (a taxed country on either side, the other differing) is
 *   refused with a message; so is a connection from a taxed country when no billing country is stated.
 *   A connection that cannot be placed (private or unknown address) leaves the billing country alone.
 */
export type TaxDecision = { rule: TaxRule; country: string | null; rateBp: number; evidence: string };
export type TaxRefusal = { refused: string };
export type TaxEvidence = {
  geoCountry: string | null;
  billing: { country: string | null; vatNumber: string | null } | null;
  sellerCountry: string | null;
};

const taxed = (country: string | null) => consumerRate(country) !== null;
const known = (country: string | null | undefined) => (country && /^[A-Z]{2}$/.test(country) ? country : null);

function business(country: string, sellerCountry: string | null): TaxDecision | null {
  if (country === 'GB') return { rule: 'gb-reverse-charge', country, rateBp: 0, evidence: 'GB VAT number' };
  if (!isEu(country)) return null;
  if (country === sellerCountry) return { rule: 'eu-vat', country, rateBp: EU_VAT_BP[country]!, evidence: 'VAT number in the seller\'s country' };
  return { rule: 'reverse-charge', country, rateBp: 0, evidence: 'EU VAT number' };
}

function consumer(country: string | null, evidence: string): TaxDecision {
  if (country && isEu(country)) return { rule: 'eu-vat', country, rateBp: EU_VAT_BP[country]!, evidence };
  if (country === 'GB') return { rule: 'gb-vat', country, rateBp: GB_VAT_BP, evidence };
  return { rule: 'none', country, rateBp: 0, evidence };
}

export function decideTax(input: TaxEvidence): TaxDecision | TaxRefusal {
  const geo = known(input.geoCountry);
  const billing = known(input.billing?.country);
  if (billing && input.billing?.vatNumber) {
    const decided = business(billing, known(input.sellerCountry));
    if (decided) return decided;
  }
  if (geo && billing && geo !== billing && (taxed(geo) || taxed(billing))) {
    return {
      refused: `Your billing country is ${countryName(billing)} but your connection comes from ${countryName(geo)}. VAT depends on where you are, so we need both to agree: correct your billing country on your account page (Tax details), or check out from where you live.`,
    };
  }
  if (!billing && geo && taxed(geo)) {
    return { refused: `You are connecting from ${countryName(geo)}, where VAT applies: enter your billing country on your account page (Tax details) so the right VAT can be charged.` };
  }
  if (geo && billing) return consumer(billing, 'geolocation and billing country agree');
  if (billing) return consumer(billing, 'billing country (the connection could not be placed)');
  return consumer(geo, geo ? 'geolocation, outside the VAT areas' : 'no location evidence');
}

export const isRefusal = (d: TaxDecision | TaxRefusal): d is TaxRefusal => 'refused' in d;
