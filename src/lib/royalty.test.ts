import { describe, expect, it } from 'vitest';
import { creditValueText, earningFor, earningsNote } from './royalty.ts';

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

describe('earningsNote (beside the editor price fields)', () => {
  const basis = { percent: 50, creditValueCents: 120 };
  it('values credits at the credit value', () => {
    expect(earningsNote({ priceType: 'credits', priceStandard: '10', priceExtended: '30', discountPercent: '' }, 'standard', basis)).toBe('You earn $6.00 per sale (50 % of $12.00 at 1 credit = $1.20).');
  });
  it('takes dollars and the discount', () => {
    expect(earningsNote({ priceType: 'currency', priceStandard: '19.99', priceExtended: '49', discountPercent: '10' }, 'extended', basis)).toBe('You earn $22.05 per sale (50 % of $44.10).');
  });
  it('says a free sample earns nothing, and nothing for an empty price', () => {
    expect(earningsNote({ priceType: 'free' }, 'standard', basis)).toBe('A free sample earns nothing.');
    expect(earningsNote({ priceType: 'credits', priceStandard: '' }, 'standard', basis)).toBeNull();
  });
});
