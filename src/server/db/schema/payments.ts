import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
