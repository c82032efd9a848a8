import { describe, expect, it } from 'vitest';
import type { CouponRow } from '#/server/db/schema.ts';
import { describeRestrictions, evaluateCoupon, type CouponLine } from './rules.ts';

const ADA = '00000000-0000-4000-8000-0000000000a1';
const BOB = '00000000-0000-4000-8000-0000000000b2';
const TYPE = '00000000-0000-4000-8000-0000000000c3';

const coupon = (values: Partial<CouponRow> = {}): CouponRow => ({
  id: '00000000-0000-4000-8000-000000000001', code: 'ADA20', kind: 'percent', unit: 'credits', amount: 20, startsAt: null, endsAt: null,
  maxUses: null, perCustomer: null, minTotal: 0, characterIds: [], typeIds: [], artistIds: [], used: 0, active: true, createdBy: null,
  createdAt: new Date('2026-01-01T00:00:00Z'), ...values,
});
const line = (characterId: string, artistId: string | null, credits: number, priceType: CouponLine['priceType'] = 'credits'): CouponLine =>
  ({ characterId, typeId: TYPE, artistId, priceType, credits: priceType === 'credits' ? credits : 0, cents: priceType === 'currency' ? credits : 0 });
const usage = { now: new Date('2026-06-01T00:00:00Z'), usedByCustomer: 0, artistNames: { [ADA]: 'Ada Inkwell' } };

describe('coupons restricted to artists', () => {
  it('discounts only the lines of the chosen artist: another artist’s and the store’s own lines get nothing', () => {
    const verdict = evaluateCoupon(coupon({ artistIds: [ADA] }), [line('a', ADA, 50), line('b', BOB, 40), line('c', null, 30)], usage);
    expect(verdict).toEqual({ ok: true, discount: { cents: 0, credits: 10 }, summary: '20 % off items paid with credits by Ada Inkwell: 10 credits off this cart' });
  });

  it('answers a clear message when no line of the cart is by the chosen artists', () => {
    const verdict = evaluateCoupon(coupon({ artistIds: [ADA] }), [line('b', BOB, 40), line('c', null, 30)], usage);
    expect(verdict).toEqual({ ok: false, message: 'The coupon ADA20 does not apply to anything in your cart: it is only for items by Ada Inkwell.' });
  });

  it('applies to any of several artists, and a fixed amount never exceeds their lines', () => {
    const verdict = evaluateCoupon(coupon({ kind: 'fixed', amount: 100, artistIds: [ADA, BOB] }), [line('a', ADA, 12), line('b', BOB, 8), line('c', null, 30)], usage);
    expect(verdict).toMatchObject({ ok: true, discount: { credits: 20 } });
  });

  it('combines with the other restrictions: a line must pass every one', () => {
    const only = coupon({ artistIds: [ADA], characterIds: ['b'] });
    expect(evaluateCoupon(only, [line('a', ADA, 50), line('b', BOB, 40)], usage)).toMatchObject({ ok: false, message: expect.stringMatching(/only for items by Ada Inkwell among selected characters/) });
    expect(evaluateCoupon(only, [line('b', ADA, 40)], usage)).toMatchObject({ ok: true, discount: { credits: 8 } });
  });

  it('keeps to the coupon’s unit: a money coupon skips the artist’s credit lines', () => {
    const verdict = evaluateCoupon(coupon({ unit: 'money', artistIds: [ADA] }), [line('a', ADA, 50), line('d', ADA, 1000, 'currency')], usage);
    expect(verdict).toMatchObject({ ok: true, discount: { cents: 200, credits: 0 } });
  });

  it('names unnamed artists vaguely and unrestricted coupons not at all', () => {
    expect(describeRestrictions(coupon({ artistIds: [ADA, BOB] }), { [ADA]: 'Ada Inkwell' })).toBe('by selected artists');
    expect(describeRestrictions(coupon())).toBe('');
    expect(evaluateCoupon(coupon(), [line('a', ADA, 50)], usage)).toMatchObject({ ok: true, summary: '20 % off items paid with credits: 10 credits off this cart' });
  });
});
