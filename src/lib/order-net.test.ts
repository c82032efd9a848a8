import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate, netLines, type MoneyLine } from './order-net.ts';

const line = (currency: MoneyLine['currency'], amount: number, off = 0): MoneyLine =>
  currency === 'USD' ? { currency, cents: amount, credits: 0, discountCents: off, discountCredits: 0 } : { currency, cents: 0, credits: currency === 'credits' ? amount : 0, discountCents: 0, discountCredits: off };

describe('allocate', () => {
  it('splits a discount in whole units, none above its line, summing to the discount (or the total when it is larger)', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 2_000_000 }), (amounts, off) => {
      const parts = allocate(amounts, off);
      const total = amounts.reduce((s, a) => s + a, 0);
      expect(parts.reduce((s, p) => s + p, 0)).toBe(Math.min(off, total));
      parts.forEach((p, i) => expect(Number.isInteger(p) && p >= 0 && p <= amounts[i]!).toBe(true));
    }));
  });

  it('shares 1214 cents off two dollar lines of 1299 and 1129 in proportion, the tie to the first', () => {
    expect(allocate([1299, 1129], 1214)).toEqual([650, 564]);
  });
});

describe('netLines', () => {
  it('takes the recorded per-line discount, and spreads any unrecorded part of the order discount', () => {
    const lines = [line('USD', 1000, 500), line('USD', 1000), line('credits', 8)];
    const nets = netLines({ discountCents: 700, discountCredits: 0 }, lines);
    expect(nets.map((n) => [n.cents, n.credits])).toEqual([[433, 0], [867, 0], [0, 8]]);
  });

  it('money nets sum to the lines less the order discount, never below zero, for any order', () => {
    const arb = fc.array(fc.tuple(fc.constantFrom<MoneyLine['currency']>('USD', 'credits', 'free'), fc.integer({ min: 0, max: 50_000 })), { minLength: 1, maxLength: 8 });
    fc.assert(fc.property(arb, fc.integer({ min: 0, max: 100 }), (spec, percent) => {
      const lines = spec.map(([c, a]) => line(c, a));
      const money = lines.reduce((s, l) => s + l.cents, 0);
      const credits = lines.reduce((s, l) => s + l.credits, 0);
      const off = { discountCents: Math.floor((money * percent) / 100), discountCredits: Math.floor((credits * percent) / 100) };
      const nets = netLines(off, lines);
      expect(nets.reduce((s, n) => s + n.cents, 0)).toBe(money - off.discountCents);
      expect(nets.reduce((s, n) => s + n.credits, 0)).toBe(credits - off.discountCredits);
      expect(nets.every((n) => n.cents >= 0 && n.credits >= 0)).toBe(true);
    }));
  });
});
