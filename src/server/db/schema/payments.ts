import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from './commerce.ts';

/** Refunds asked of the payment provider (migrations/0061_job_card_payments.sql): one per order. */
export const paymentRefunds = pgTable('payment_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref'),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['requested', 'succeeded'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money reported by the provider that did not pay its order as placed (migrations/0610_money_exact.sql):
 * a mismatch of session, amount or currency, a second payment of a paid order, or a late one. Refunded at once.
 */
export const paymentFlags = pgTable('payment_flags', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  reason: text('reason', { enum: ['mismatch', 'duplicate', 'late'] }).notNull(),
  detail: text('detail').notNull(),
  payment: text('payment'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  refundRef: text('refund_ref'),
  refundStatus: text('refund_status', { enum: ['requested', 'succeeded'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique().on(t.provider, t.eventId)]);
