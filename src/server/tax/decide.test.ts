import { describe, expect, it } from 'vitest';
import { taxLabel, taxNote, taxOf, REVERSE_CHARGE_TEXT } from '#/lib/tax.ts';
import { decideTax, isRefusal, type TaxDecision } from './decide.ts';
import { consumerRate, EU_VAT_BP } from './rates.ts';

const decide = (geoCountry: string | null, country: string | null, vatNumber: string | null = null, sellerCountry: string | null = 'DE') =>
  decideTax({ geoCountry, billing: country || vatNumber ? { country, vatNumber } : null, sellerCountry });
const ok = (d: ReturnType<typeof decideTax>) => {
  if (isRefusal(d)) throw new Error(`refused: ${d.refused}`);
  return d as TaxDecision;
};

describe('the rates table', () => {
  it('holds the 27 member states, Germany at 19 %, the UK at 20 % and none elsewhere', () => {
    expect(Object.keys(EU_VAT_BP)).toHaveLength(27);
    expect(consumerRate('DE')).toBe(1900);
    expect(consumerRate('FI')).toBe(2550);
    expect(consumerRate('GB')).toBe(2000);
    expect(consumerRate('US')).toBeNull();
    expect(consumerRate(null)).toBeNull();
  });
});

describe('a consumer: two pieces of location evidence', () => {
  it('geolocation and billing country agree: that country\'s rate', () => {
    expect(ok(decide('DE', 'DE'))).toMatchObject({ rule: 'eu-vat', country: 'DE', rateBp: 1900 });
    expect(ok(decide('FR', 'FR'))).toMatchObject({ rule: 'eu-vat', rateBp: 2000 });
    expect(ok(decide('GB', 'GB'))).toMatchObject({ rule: 'gb-vat', rateBp: 2000 });
    expect(ok(decide('US', 'US'))).toMatchObject({ rule: 'none', rateBp: 0 });
  });
  it('evidence that contradicts is refused with a message naming both countries', () => {
    const refused = decide('DE', 'FR');
    expect(isRefusal(refused) && refused.refused).toMatch(/billing country is France but your connection comes from Germany/);
    expect(isRefusal(decide('US', 'DE'))).toBe(true);
    expect(isRefusal(decide('GB', 'US'))).toBe(true);
  });
  it('two places outside the VAT areas do not contradict anything taxable: no VAT', () => {
    expect(ok(decide('US', 'CA'))).toMatchObject({ rule: 'none' });
  });
  it('a connection from a taxed country without a billing country asks for it', () => {
    const refused = decide('DE', null);
    expect(isRefusal(refused) && refused.refused).toMatch(/enter your billing country/);
  });
  it('a connection that cannot be placed leaves the billing country alone; no evidence at all, no VAT', () => {
    expect(ok(decide(null, 'IT'))).toMatchObject({ rule: 'eu-vat', country: 'IT', rateBp: 2200 });
    expect(ok(decide(null, null))).toMatchObject({ rule: 'none', country: null });
    expect(ok(decide('US', null))).toMatchObject({ rule: 'none', country: 'US' });
  });
});

describe('a business with a VAT number', () => {
  it('in another member state than the seller: reverse charge at 0 %, wherever it connects from', () => {
    expect(ok(decide('FR', 'FR', 'FR40303265045'))).toMatchObject({ rule: 'reverse-charge', country: 'FR', rateBp: 0 });
    expect(ok(decide('US', 'FR', 'FR40303265045'))).toMatchObject({ rule: 'reverse-charge' });
    expect(ok(decide('FR', 'FR', 'FR40303265045', null))).toMatchObject({ rule: 'reverse-charge' });
  });
  it('in the seller\'s own country: that country\'s VAT', () => {
    expect(ok(decide('DE', 'DE', 'DE123456789', 'DE'))).toMatchObject({ rule: 'eu-vat', rateBp: 1900 });
  });
  it('a UK business: the UK reverse charge; a tax number elsewhere changes nothing', () => {
    expect(ok(decide('GB', 'GB', 'GB123456789'))).toMatchObject({ rule: 'gb-reverse-charge', rateBp: 0 });
    expect(ok(decide('US', 'US', 'EIN 12-3456789'))).toMatchObject({ rule: 'none' });
  });
});

describe('amounts and words', () => {
  it('rounds the tax once, half a cent up', () => {
    expect(taxOf(2299, 1900)).toBe(437); // 436.81
    expect(taxOf(50, 1900)).toBe(10); // 9.5
    expect(taxOf(1000, 0)).toBe(0);
    expect(taxOf(999, 2550)).toBe(255); // 254.745
  });
  it('labels and notes', () => {
    expect(taxLabel({ rule: 'eu-vat', rateBp: 1900 })).toBe('VAT (19 %)');
    expect(taxLabel({ rule: 'eu-vat', rateBp: 2550 })).toBe('VAT (25.5 %)');
    expect(taxLabel({ rule: 'reverse-charge', rateBp: 0 })).toBe('VAT (0 %, reverse charge)');
    expect(taxNote({ rule: 'reverse-charge' })).toBe(REVERSE_CHARGE_TEXT);
    expect(REVERSE_CHARGE_TEXT).toBe('Reverse charge: VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC)');
  });
});
