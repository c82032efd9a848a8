import { sql } from 'drizzle-orm';
import { bigint, bigserial, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { characterFiles, characters } from './catalogue.ts';
import { users } from './users.ts';

/** The buyer as an invoice names them, copied onto the order when it is placed. */
export type Billing = { name: string; email: string; companyName: string; address: string; country: string | null; vatNumber: string };

/** Money and credits: currency rates, credit accounts and ledger, orders and their lines, licences (entitlements), downloads, payment events. */
/** Mirrors migrations/0011_commerce.sql. */
export const currencyRates = pgTable('currency_rates', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rates fetched from a public source (ECB, Open Exchange Rates), units per 1 USD. Mirrors migrations/0510_source_currency_rates.sql. */
export const sourceCurrencyRates = pgTable('source_currency_rates', {
  source: text('source', { enum: ['ecb', 'openexchangerates'] }).notNull(),
  code: text('code').notNull(),
  rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.source, t.code] })]);

export const creditAccounts = pgTable('credit_accounts', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['characters', 'credits', 'job'] }).notNull(),
    // migrations/0220_orders.sql: a readable number, and the failed and refunded states.
    number: bigint('number', { mode: 'number' }).notNull().unique().default(sql`nextval('order_number_seq')`),
    status: text('status', { enum: ['pending', 'paid', 'cancelled', 'failed', 'refunded'] }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    totalCredits: integer('total_credits').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    // migrations/0061_job_card_payments.sql: the custom job a 'job' order pays (FK in SQL only), and the provider's payment id.
    jobId: uuid('job_id'),
    providerPayment: text('provider_payment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failure: text('failure'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    paymentUrl: text('payment_url'),
    // migrations/0406_coupons.sql: the coupon applied and what it took off each unit (totals are after it).
    couponCode: text('coupon_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    discountCredits: integer('discount_credits').notNull().default(0),
    // migrations/0610_money_exact.sql: the digest of the request that first used the idempotency key,
    // what was sent to the provider to charge and what it captured, and when an unpaid order is given up.
    requestHash: text('request_hash'),
    chargedCents: integer('charged_cents'),
    capturedCents: integer('captured_cents'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // migrations/0630_credit_top_up.sql: of total_credits, those bought by card in this order (the rest from the balance).
    topUpCredits: integer('top_up_credits').notNull().default(0),
    // migrations/0800_invoices_tax.sql: the tax decided before payment (total_cents includes tax_cents), the
    // buyer's details as placed, and the invoice number the database gives when the order is marked paid.
    taxCents: integer('tax_cents').notNull().default(0),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxRule: text('tax_rule', { enum: ['none', 'eu-vat', 'gb-vat', 'reverse-charge', 'gb-reverse-charge'] }).notNull().default('none'),
    taxCountry: text('tax_country'),
    taxEvidence: text('tax_evidence'),
    billing: jsonb('billing').$type<Billing>(),
    invoiceNumber: text('invoice_number').unique(),
  },
  (t) => [unique().on(t.userId, t.idempotencyKey)],
);

export const creditLedger = pgTable('credit_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  delta: integer('delta').notNull(),
  reason: text('reason').notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  // migrations/0060_job_payments.sql: the custom job a debit or refund belongs to (FK in SQL only, to keep schema modules acyclic).
  jobId: uuid('job_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderLines = pgTable('order_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  // migrations/0220_orders.sql: what the line is (fulfilled by the handler of its kind) and the unit of its price;
  // migrations/0630_credit_top_up.sql: 'top-up', the credits a cart buys by card and spends in the same order.
  kind: text('kind', { enum: ['character', 'pack', 'job', 'top-up'] }).notNull().default('character'),
  currency: text('currency', { enum: ['credits', 'USD', 'free'] }).notNull().default('credits'),
  jobId: uuid('job_id'),
  characterId: uuid('character_id').references(() => characters.id),
  plan: text('plan', { enum: ['standard', 'extended'] }),
  pack: text('pack'),
  title: text('title').notNull(),
  credits: integer('credits').notNull().default(0),
  cents: integer('cents').notNull().default(0),
  // migrations/0610_money_exact.sql: what the order's coupon took off this line (credits and cents are before it).
  discountCents: integer('discount_cents').notNull().default(0),
  discountCredits: integer('discount_credits').notNull().default(0),
});

export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    characterId: uuid('character_id').notNull().references(() => characters.id),
    plan: text('plan', { enum: ['standard', 'extended'] }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.characterId, t.plan)],
);

export const downloads = pgTable('downloads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').notNull().references(() => characterFiles.id, { onDelete: 'cascade' }),
  characterId: uuid('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
