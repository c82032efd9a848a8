import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './commerce.ts';
import { users } from './users.ts';

/** Tax profiles, document counters and credit notes. Mirrors migrations/0800_invoices_tax.sql. */
export const taxProfiles = pgTable('tax_profiles', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull().default(''),
  address: text('address').notNull().default(''),
  country: text('country'),
  vatNumber: text('vat_number').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last number given per kind ('INV', 'CN') and year; written only by the database's numbering function. */
export const documentCounters = pgTable('document_counters', {
  kind: text('kind').notNull(),
  year: integer('year').notNull(),
  last: integer('last').notNull(),
}, (t) => [primaryKey({ columns: [t.kind, t.year] })]);

export type CreditNoteLine = { title: string; netCents: number; taxCents: number; credits: number };

export const creditNotes = pgTable('credit_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Given by the insert trigger (CN-YYYY-NNNNNN); the '' default is replaced before the row is written.
  number: text('number').notNull().unique().default(''),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  invoiceNumber: text('invoice_number').notNull(),
  netCents: integer('net_cents').notNull(),
  taxCents: integer('tax_cents').notNull(),
  credits: integer('credits').notNull().default(0),
  lines: jsonb('lines').$type<CreditNoteLine[]>().notNull().default([]),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
