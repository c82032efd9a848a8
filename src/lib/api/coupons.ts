import { z } from '#/lib/zod.ts';
import { endpoint } from './contract.ts';

/** Coupon codes are stored upper case: what a shopper types is trimmed and upper-cased first. */
export const couponCode = z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{3,32}$/, 'A code has 3 to 32 letters, digits, - or _.');

const optionalInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : Number(v)), z.number().int().min(min).max(max).optional());
const optionalDate = z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : v), z.coerce.date().optional());
const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : (v ?? [])),
  z.array(z.uuid('Each restriction is a character, type or artist id (a UUID).')).max(100),
);

/**
 * What an admin fills in to create a coupon. `amount`: a percent (1–100), or a fixed amount in the
 * coupon's unit (USD cents for money, whole credits for credits); `minTotal` in the same unit.
 */
export const couponInput = z
  .object({
    code: couponCode,
    kind: z.enum(['percent', 'fixed']),
    unit: z.enum(['money', 'credits']),
    amount: z.coerce.number().int().min(1).max(10_000_000),
    startsAt: optionalDate,
    endsAt: optionalDate,
    maxUses: optionalInt(1, 1_000_000),
    perCustomer: optionalInt(1, 1_000),
    minTotal: optionalInt(0, 10_000_000),
    characterIds: idList,
    typeIds: idList,
    /** Only characters of these contributors (a character's artist, else its owner). */
    artistIds: idList,
  })
  .refine((c) => c.kind !== 'percent' || c.amount <= 100, { path: ['amount'], message: 'A percent discount is at most 100.' })
  .refine((c) => !c.startsAt || !c.endsAt || c.startsAt < c.endsAt, { path: ['endsAt'], message: 'The end comes after the start.' });
export type CouponInput = z.infer<typeof couponInput>;

export const couponView = z.looseObject({ id: z.uuid(), code: z.string(), kind: z.enum(['percent', 'fixed']), unit: z.enum(['money', 'credits']), amount: z.number().int(), used: z.number().int(), active: z.boolean() });

export const couponsApi = {
  list: endpoint('GET', '/admin/coupons', { response: z.object({ rows: z.array(couponView) }) }),
  create: endpoint('POST', '/admin/coupons', { request: couponInput, response: couponView }),
  setActive: endpoint('POST', '/admin/coupons/:id/active', { request: z.object({ active: z.boolean() }), response: couponView }),
};
