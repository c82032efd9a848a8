import { describe, expect, it } from 'vitest';
import { creditValueText, earningFor } from './royalty.ts';

const item = (priceType: 'credits' | 'currency' | 'free', standard: number, discountPercent: number | null = null) =>
  ({ priceType, priceStandard: standard, priceExtended: standard * 3, discountPercent });

describe('earningFor (the editor and the ledger share it)', () => {
  it('values a credit price at the store credit value', () => {
    expect(earningFor(item('credits', 10), 'standard', 50, 120)).toEqual({ netCents: 1200, shareCents: 600 });
  });
  it('takes the discount and rounds the share down', () => {
    expect(earningFor(item('currency', 999, 10), 'standard', 55, 100)).toEqual({ netCents: 899, shareCents: 494 });
  });
  it('earns nothing on a free sample', () => {
    expect(earningFor(item('free', 0), 'extended', 50, 100)).toEqual({ netCents: 0, shareCents: 0 });
  });
  it('states the credit value', () => {
    expect(creditValueText(120)).toBe('1 credit = $1.20');
  });
});
