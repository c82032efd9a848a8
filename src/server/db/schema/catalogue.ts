import { sql } from 'drizzle-orm';
import { bigserial, integer, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Mirrors migrations/0010_catalogue.sql. The generated `characters.search` tsvector is read by raw SQL only. */
export const characterTypes = pgTable('character_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageKey: text('image_key'),
  videoKey: text('video_key'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const characters = pgTable('characters', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  kind: text('kind', { enum: ['graphi', 'graphiSet'] }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  typeId: uuid('type_id').notNull().references(() => characterTypes.id),
  tags: text('tags').array().notNull().default(sql`'{}'`),
  formats: text('formats').array().notNull().default(sql`'{}'`),
  priceType: text('price_type', { enum: ['credits', 'currency', 'free'] }).notNull(),
  priceStandard: integer('price_standard').notNull().default(0),
  priceExtended: integer('price_extended').notNull().default(0),
  discountPercent: integer('discount_percent'),
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  previewKey: text('preview_key'),
  videoKey: text('video_key'),
  popularity: integer('popularity').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const characterSetMembers = pgTable(
  'character_set_members',
  {
    setId: uuid('set_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
    characterId: uuid('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.setId, t.characterId] })],
);

export const characterFiles = pgTable('character_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  characterId: uuid('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
  format: text('format', { enum: ['EPS', 'AI', 'MP4', 'PNG', 'FLA'] }).notNull(),
  fileName: text('file_name').notNull(),
  size: integer('size').notNull(),
  checksum: text('checksum').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mirrors migrations/0011_commerce.sql. */
export const currencyRates = pgTable('currency_rates', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    status: text('status', { enum: ['pending', 'paid', 'cancelled'] }).notNull().default('pending'),
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
  characterId: uuid('character_id').references(() => characters.id),
  plan: text('plan', { enum: ['standard', 'extended'] }),
  pack: text('pack'),
  title: text('title').notNull(),
  credits: integer('credits').notNull().default(0),
  cents: integer('cents').notNull().default(0),
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
