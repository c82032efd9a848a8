import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { artistProfiles, couponRedemptions, coupons, users, type CouponRow } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { couponCode } from '#/lib/api/coupons.ts';
import { evaluateCoupon, limitReached, unknownCoupon, type CouponLine, type CouponVerdict, type Discount } from './rules.ts';

export type AppliedCoupon = { coupon: CouponRow; discount: Discount; summary: string };

async function usedBy(db: DbOrTx, couponId: string, userId: string | null): Promise<number> {
  if (!userId) return 0;
  const [row] = await db.select({ n: count() }).from(couponRedemptions).where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId), isNull(couponRedemptions.reversedAt)));
  return row?.n ?? 0;
}

/** The names shoppers know the coupon's artists by: their public profile name, else their account name. */
export async function artistNames(db: DbOrTx, ids: string[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const rows = await db
    .select({ id: users.id, name: users.name, display: artistProfiles.displayName })
    .from(users)
    .leftJoin(artistProfiles, eq(artistProfiles.userId, users.id))
    .where(inArray(users.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.display ?? r.name]));
}

/** A code as typed, checked against the cart: the coupon and its discount, or the message that says why not. */
export async function checkCoupon(db: DbOrTx, typed: string, userId: string | null, lines: CouponLine[], now = new Date()): Promise<(CouponVerdict & { coupon?: CouponRow })> {
  const parsed = couponCode.safeParse(typed);
  const code = parsed.success ? parsed.data : typed.trim().slice(0, 32);
  if (!parsed.success) return { ok: false, message: unknownCoupon(code) };
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, parsed.data));
  if (!coupon) return { ok: false, message: unknownCoupon(code) };
  const verdict = evaluateCoupon(coupon, lines, { now, usedByCustomer: await usedBy(db, coupon.id, userId), artistNames: await artistNames(db, coupon.artistIds) });
  return { ...verdict, coupon };
}

/**
 * Takes one use of the coupon for an order, inside the order's transaction: the conditional
 * update never passes max_uses (of two shoppers racing for the last use, the second finds no
 * row and is refused), and the redemption row ties the use to the order so it can be given back.
 */
export async function redeemCoupon(tx: DbOrTx, applied: AppliedCoupon, userId: string, orderId: string): Promise<void> {
  const { coupon, discount } = applied;
  const taken = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(and(eq(coupons.id, coupon.id), eq(coupons.active, true), or(isNull(coupons.maxUses), lt(coupons.used, coupons.maxUses))))
    .returning({ id: coupons.id });
  if (!taken.length) throw new AppError('CONFLICT', limitReached(coupon.code));
  await tx.insert(couponRedemptions).values({ couponId: coupon.id, userId, orderId, discountCents: discount.cents, discountCredits: discount.credits });
}

/** The order failed or was refunded: its use of the coupon is given back, once. */
export async function releaseCoupon(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [released] = await tx
    .update(couponRedemptions)
    .set({ reversedAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.reversedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (!released) return false;
  await tx.update(coupons).set({ used: sql`greatest(${coupons.used} - 1, 0)` }).where(eq(coupons.id, released.couponId));
  return true;
}
