import { describe, expect, it } from 'vitest';
import { creditSplit, topUpTitle } from './top-up.ts';

describe('paying the credit part of a cart', () => {
  it('buys every credit by card for a buyer with none', () => {
    expect(creditSplit(7, 0, true, 100)).toEqual({ fromBalance: 0, topUpCredits: 7, topUpCents: 700 });
  });

  it('uses the balance first when the buyer chooses to, and buys only what is missing', () => {
    expect(creditSplit(7, 3, true, 100)).toEqual({ fromBalance: 3, topUpCredits: 4, topUpCents: 400 });
    expect(creditSplit(7, 30, true, 100)).toEqual({ fromBalance: 7, topUpCredits: 0, topUpCents: 0 });
  });

  it('pays everything by card when the buyer keeps their credits', () => {
    expect(creditSplit(7, 30, false, 100)).toEqual({ fromBalance: 0, topUpCredits: 7, topUpCents: 700 });
  });

  it('follows the store credit value and never goes negative', () => {
    expect(creditSplit(7, 0, true, 125)).toEqual({ fromBalance: 0, topUpCredits: 7, topUpCents: 875 });
    expect(creditSplit(0, -5, true, 100)).toEqual({ fromBalance: 0, topUpCredits: 0, topUpCents: 0 });
  });

  it('names the credits bought and their unit price', () => {
    expect(topUpTitle(4, 100)).toBe('Credits for this order: 4 credits at $1.00 each');
  });
});
