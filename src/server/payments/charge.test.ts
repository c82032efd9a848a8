import { describe, expect, it } from 'vitest';
import { checkCharge, providerCharge, refundableCents, settlementMismatch } from './charge.ts';

type Line = Parameters<typeof providerCharge>[1][number];
const character = (title: string, currency: Line['currency'], amount: number, discount = 0, plan: Line['plan'] = 'standard'): Line => ({
  title, kind: 'character', plan, currency, cents: currency === 'USD' ? amount : 0, credits: currency === 'credits' ? amount : 0,
  discountCents: currency === 'USD' ? discount : 0, discountCredits: currency === 'credits' ? discount : 0,
});

describe('providerCharge', () => {
  it('charges the discounted lines of a mixed cart with a 50 % coupon: they sum to the order total, credit lines left out', () => {
    // Two dollar items ($12.99, $11.29) and a credit item; 50 % off the dollar part = 1214 cents off.
    const lines = [character('Ace', 'USD', 1299, 649), character('Bo', 'USD', 1129, 565, 'extended'), character('Cy', 'credits', 7)];
    const charge = providerCharge({ label: 'TM-000042', totalCents: 1214, discountCents: 1214, discountCredits: 0, couponCode: 'HALF' }, lines);
    expect(charge).toEqual({
      currency: 'usd',
      amountCents: 1214,
      lines: [{ title: 'Ace (Standard licence) — coupon HALF', cents: 650 }, { title: 'Bo (Extended licence) — coupon HALF', cents: 564 }],
    });
  });

  it('adds the tax as a line of its own: the lines are the net lines and the VAT, summing to the total with tax', () => {
    const lines = [character('Ace', 'USD', 2299), character('Cy', 'credits', 7)];
    const charge = providerCharge({ label: 'TM-000043', totalCents: 2299 + 437, taxCents: 437, taxRateBp: 1900, taxRule: 'eu-vat', discountCents: 0, discountCredits: 0, couponCode: null }, lines);
    expect(charge).toEqual({ currency: 'usd', amountCents: 2736, lines: [{ title: 'Ace (Standard licence)', cents: 2299 }, { title: 'VAT (19 %)', cents: 437 }] });
  });

  it('falls back to one line of the order total when the lines do not add up to it', () => {
    const charge = providerCharge({ label: 'TM-000007', totalCents: 900, discountCents: 0, discountCredits: 0, couponCode: null }, [character('Ace', 'USD', 500)]);
    expect(charge.lines).toEqual([{ title: 'Toonmart order TM-000007', cents: 900 }]);
  });

  it('refuses to send a charge whose lines do not sum to its amount, or with negative or fractional amounts', () => {
    expect(() => checkCharge({ currency: 'usd', amountCents: 100, lines: [{ title: 'a', cents: 99 }] })).toThrow();
    expect(() => checkCharge({ currency: 'usd', amountCents: 100, lines: [{ title: 'a', cents: 150 }, { title: 'b', cents: -50 }] })).toThrow();
    expect(() => checkCharge({ currency: 'usd', amountCents: 100, lines: [{ title: 'a', cents: 99.5 }, { title: 'b', cents: 0.5 }] })).toThrow();
  });
});

describe('settlement and refunds', () => {
  const order = { totalCents: 799, providerRef: 'cs_1' };
  it('accepts only the order\'s own session, amount and currency', () => {
    expect(settlementMismatch(order, { session: 'cs_1', amountCents: 799, currency: 'usd' })).toBeNull();
    expect(settlementMismatch(order, { session: 'cs_1', amountCents: 1, currency: 'eur' })).toMatch(/eur/);
    expect(settlementMismatch(order, { session: 'cs_1', amountCents: 1, currency: 'usd' })).toMatch(/paid 1/);
    expect(settlementMismatch(order, { session: 'cs_2', amountCents: 799, currency: 'usd' })).toMatch(/cs_2/);
    expect(settlementMismatch(order, { amountCents: 799, currency: 'usd' })).not.toBeNull();
  });
  it('never refunds more than was captured', () => {
    expect(refundableCents({ totalCents: 2428, capturedCents: 1214 })).toBe(1214);
    expect(refundableCents({ totalCents: 1214, capturedCents: null })).toBe(1214);
  });
});
