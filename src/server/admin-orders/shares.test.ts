import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineShares, parseOrderNumber, sumShares, type ShareLine } from './shares.ts';

const line = (id: string, currency: ShareLine['currency'], cents: number, credits = 0): ShareLine => ({ id, currency, cents, credits });

describe('lineShares', () => {
  it('gives each money line its list price when there is no discount', () => {
    const shares = lineShares({ totalCents: 1798, totalCredits: 0 }, [line('a', 'USD', 799), line('b', 'USD', 999)]);
    expect(shares.get('a')).toEqual({ cents: 799, credits: 0 });
    expect(shares.get('b')).toEqual({ cents: 999, credits: 0 });
  });

  it('shares a coupon across money lines and keeps credit lines in credits', () => {
    const lines = [line('a', 'USD', 1000), line('b', 'USD', 1428), line('c', 'credits', 0, 6), line('f', 'free', 0)];
    const shares = lineShares({ totalCents: 1214, totalCredits: 3 }, lines);
    expect(shares.get('a')!.cents + shares.get('b')!.cents).toBe(1214);
    expect(shares.get('c')).toEqual({ cents: 0, credits: 3 });
    expect(shares.get('f')).toEqual({ cents: 0, credits: 0 });
  });

  it('gives each line exactly its net where the coupon is recorded per line', () => {
    const lines = [{ ...line('a', 'USD', 1000), discountCents: 333 }, { ...line('b', 'USD', 2000), discountCents: 667 }, { ...line('c', 'credits', 0, 9), discountCredits: 4 }];
    const shares = lineShares({ totalCents: 2000, totalCredits: 5 }, lines);
    expect([shares.get('a'), shares.get('b'), shares.get('c')]).toEqual([{ cents: 667, credits: 0 }, { cents: 1333, credits: 0 }, { cents: 0, credits: 5 }]);
  });

  it('keeps each money line\'s share of the tax apart, the shares summing to the total with tax', () => {
    const shares = lineShares({ totalCents: 1798 + 342, totalCredits: 0, taxCents: 342 }, [line('a', 'USD', 799), line('b', 'USD', 999)]);
    expect(shares.get('a')).toEqual({ cents: 799 + 152, credits: 0, taxCents: 152 });
    expect(shares.get('b')).toEqual({ cents: 999 + 190, credits: 0, taxCents: 190 });
    expect(sumShares(shares, ['a', 'b'])).toEqual({ cents: 2140, credits: 0, taxCents: 342 });
  });

  it('always adds up to the order totals, never negative (property)', () => {
    const lineArb = fc.record({ currency: fc.constantFrom('credits', 'USD', 'free'), cents: fc.nat(100_000), credits: fc.nat(500) });
    fc.assert(fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), fc.nat(200_000), fc.nat(2000), (raw, totalCents, totalCredits) => {
      const lines = raw.map((l, i) => line(String(i), l.currency as ShareLine['currency'], l.cents, l.credits));
      const shares = lineShares({ totalCents, totalCredits }, lines);
      const all = sumShares(shares, lines.map((l) => l.id));
      if (lines.some((l) => l.currency === 'USD')) expect(all.cents).toBe(totalCents);
      if (lines.some((l) => l.currency === 'credits')) expect(all.credits).toBe(totalCredits);
      for (const s of shares.values()) expect(s.cents >= 0 && s.credits >= 0).toBe(true);
    }));
  });
});

describe('parseOrderNumber', () => {
  it.each([['TM-001034', 1034], ['tm-1034', 1034], ['1034', 1034], ['001034', 1034], [' #1034 ', 1034], ['TM 1034', 1034]])('%s is order %d', (text, n) => {
    expect(parseOrderNumber(text)).toBe(n);
  });
  it.each(['', 'TM-', 'buyer@example.com', '12a', 'TM-0', '-5'])('%s is no order number', (text) => {
    expect(parseOrderNumber(text)).toBeNull();
  });
});
