import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './commerce.ts';
import { users } from './users.ts';

/** Coupons and their redemptions. Mirrors migrations/0406_coupons.sql and 0410_coupon_artists.sql (the order's discount columns are in commerce.ts). */
export const coupons = pgTable('coupons', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
  unit: text('unit', { enum: ['money', 'credits'] }).notNull(),
  amount: integer('amount').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  perCustomer: integer('per_customer'),
  minTotal: integer('min_total').notNull().default(0),
  characterIds: uuid('character_ids').array().notNull().default([]),
  typeIds: uuid('type_ids').array().notNull().default([]),
  artistIds: uuid('artist_ids').array().notNull().default([]),
  used: integer('used').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CouponRow = typeof coupons.$inferSelect;

export const couponRedemptions = pgTable('coupon_redemptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  couponId: uuid('coupon_id').notNull().references(() => coupons.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
  discountCents: integer('discount_cents').notNull().default(0),
  discountCredits: integer('discount_credits').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reversedAt: timestamp('reversed_at', { withTimezone: true }),
});
