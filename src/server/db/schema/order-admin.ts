import { bigserial, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './commerce.ts';
import { users } from './users.ts';

/** Staff order tools: refunds line by line, and the mails sent about an order. Mirrors migrations/0660_order_admin.sql. */
export const orderLineRefunds = pgTable('order_line_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  orderLineId: uuid('order_line_id').notNull().unique().references(() => orderLines.id, { onDelete: 'cascade' }),
  cents: integer('cents').notNull().default(0),
  credits: integer('credits').notNull().default(0),
  reason: text('reason').notNull(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  provider: text('provider'),
  providerRef: text('provider_ref'),
  status: text('status', { enum: ['requested', 'succeeded'] }).notNull().default('succeeded'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderMails = pgTable('order_mails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  template: text('template').notNull(),
  recipient: text('recipient').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
