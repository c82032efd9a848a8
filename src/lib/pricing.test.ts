import { describe, expect, it } from 'vitest';
import { centsToCredits, convertCents, creditPacks, CREDIT_PACKS, creditsToCents, discounted, formatKb, formatMoney, planPrice, priceTag, priceTagText } from './pricing.ts';

describe('prices', () => {
  it('applies the discount and prices each plan in credits and cents', () => {
    expect(discounted(2000, 15)).toBe(1700);
    const credits = { priceType: 'credits' as const, priceStandard: 10, priceExtended: 30, discountPercent: 10 };
    expect(planPrice(credits, 'standard')).toEqual({ credits: 9, cents: 900, listCents: 1000 });
    expect(planPrice(credits, 'extended')).toEqual({ credits: 27, cents: 2700, listCents: 3000 });
    const dollars = { priceType: 'currency' as const, priceStandard: 1999, priceExtended: 5999, discountPercent: null };
    expect(planPrice(dollars, 'standard')).toEqual({ credits: 20, cents: 1999, listCents: 1999 });
    expect(planPrice({ ...dollars, priceType: 'free' }, 'extended')).toEqual({ credits: 0, cents: 0, listCents: 0 });
  });

  it('converts US cents with the geo rate and formats in the currency', () => {
    expect(convertCents(1999, 0.92)).toBe(1839);
    expect(convertCents(1000, 83.2)).toBe(83200);
    expect(convertCents(1000, Number.NaN)).toBe(1000);
    expect(formatMoney(1999)).toBe('$19.99');
    expect(formatMoney(1999, 'EUR', 0.92)).toBe('€18.39');
    expect(formatMoney(1000, 'INR', 83.2)).toBe('₹832.00');
    expect(formatMoney(1000, 'JPY', 151.5)).toBe('¥1,515');
    expect(formatMoney(1000, 'not a code', 5)).toBe('$10.00');
  });
});

describe('price tags', () => {
  it('show the price to pay, the list price and the discount only when the discount changes the price', () => {
    const credits = { priceType: 'credits' as const, priceStandard: 20, priceExtended: 60, discountPercent: 20 };
    expect(priceTag(credits)).toEqual({ unit: 'credits', credits: 16, listCredits: 20, cents: 1600, off: 20 });
    expect(priceTag(credits, 'extended', 50)).toEqual({ unit: 'credits', credits: 48, listCredits: 60, cents: 2400, off: 20 });
    expect(priceTag({ ...credits, priceStandard: 6, discountPercent: 5 })).toEqual({ unit: 'credits', credits: 6, listCredits: null, cents: 600, off: null });
    const dollars = { priceType: 'currency' as const, priceStandard: 2499, priceExtended: 7499, discountPercent: 30 };
    expect(priceTag(dollars)).toEqual({ unit: 'money', cents: 1749, listCents: 2499, off: 30 });
    expect(priceTag({ ...dollars, priceType: 'free' })).toEqual({ unit: 'free' });
  });

  it('read as one line', () => {
    expect(priceTagText({ unit: 'credits', credits: 16, listCredits: 20, cents: 1600, off: 20 })).toBe('16 credits (≈ $16.00), was 20 credits');
    expect(priceTagText({ unit: 'money', cents: 1999, listCents: null, off: null })).toBe('$19.99');
    expect(priceTagText({ unit: 'free' })).toBe('Free');
  });
});

describe('formatKb', () => {
  it('rounds to whole kilobytes and never shows 0 KB', () => {
    expect(formatKb(10)).toBe('1 KB');
    expect(formatKb(1536)).toBe('2 KB');
    expect(formatKb(204_800)).toBe('200 KB');
  });

  it('converts credits and dollars at the credit value, the spec\'s 1 credit = 1 USD by default', () => {
    expect(creditsToCents(12)).toBe(1200);
    expect(creditsToCents(12, 80)).toBe(960);
    expect(centsToCredits(1999)).toBe(20);
    expect(centsToCredits(1999, 250)).toBe(8);
    expect(centsToCredits(2000, 250)).toBe(8);
    expect(centsToCredits(100, 0)).toBe(100);
  });

  it('prices plans and credit packs at the credit value', () => {
    const credits = { priceType: 'credits' as const, priceStandard: 10, priceExtended: 30, discountPercent: 10 };
    expect(planPrice(credits, 'standard')).toEqual({ credits: 9, cents: 900, listCents: 1000 });
    expect(planPrice(credits, 'standard', 150)).toEqual({ credits: 9, cents: 1350, listCents: 1500 });
    const dollars = { priceType: 'currency' as const, priceStandard: 4900, priceExtended: 9900, discountPercent: null };
    expect(planPrice(dollars, 'standard', 200)).toEqual({ credits: 25, cents: 4900, listCents: 4900 });
    expect(CREDIT_PACKS.map((p) => p.cents)).toEqual([2500, 9000, 24000]);
    expect(creditPacks(120).map((p) => [p.id, p.cents])).toEqual([['starter', 3000], ['studio', 10800], ['agency', 28800]]);
  });
});
