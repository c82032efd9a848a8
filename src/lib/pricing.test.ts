import { describe, expect, it } from 'vitest';
import { convertCents, discounted, formatKb, formatMoney, planPrice } from './pricing.ts';

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

describe('formatKb', () => {
  it('rounds to whole kilobytes and never shows 0 KB', () => {
    expect(formatKb(10)).toBe('1 KB');
    expect(formatKb(1536)).toBe('2 KB');
    expect(formatKb(204_800)).toBe('200 KB');
  });
});
