import { bigserial, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Royalties and payouts of artists (migrations/0305_royalties.sql). The ledger is append-only (a trigger refuses changes). */
export const ROYALTY_KINDS = ['sale', 'refund', 'job', 'payout', 'payout_return'] as const;
export type RoyaltyKind = (typeof ROYALTY_KINDS)[number];
export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected', 'failed'] as const;

export const royaltyRates = pgTable('royalty_rates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  artistId: uuid('artist_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  percent: integer('percent').notNull(),
  effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
  setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const artistAccounts = pgTable('artist_accounts', {
  artistId: uuid('artist_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  payoutDetails: text('payout_details'),
  detailsUpdatedAt: timestamp('details_updated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payouts = pgTable('payouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  artistId: uuid('artist_id').notNull().references(() => users.id),
  cents: integer('cents').notNull(),
  status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
  provider: text('provider'),
  providerRef: text('provider_ref'),
  note: text('note'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

export const royaltyLedger = pgTable('royalty_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  artistId: uuid('artist_id').notNull().references(() => users.id),
  kind: text('kind', { enum: ROYALTY_KINDS }).notNull(),
  cents: integer('cents').notNull(),
  netCents: integer('net_cents').notNull().default(0),
  percent: integer('percent'),
  title: text('title').notNull().default(''),
  orderId: uuid('order_id'),
  orderLineId: uuid('order_line_id'),
  characterId: uuid('character_id'),
  jobId: uuid('job_id'),
  payoutId: uuid('payout_id').references(() => payouts.id),
  availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
