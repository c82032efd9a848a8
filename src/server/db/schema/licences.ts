import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { entitlements } from './commerce.ts';
import { customJobs } from './jobs.ts';
import { users } from './users.ts';

/**
 * Licence certificates: the public verification token of each licence, what it names, and the
 * buyer's client or project name. Mirrors migrations/0710_licence_certificates.sql.
 */
export const licenceCertificates = pgTable(
  'licence_certificates',
  {
    token: text('token').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // Set to NULL when the licence is refunded or revoked: the certificate then verifies as not valid.
    entitlementId: uuid('entitlement_id').unique().references(() => entitlements.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').unique().references(() => customJobs.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['character', 'set', 'custom'] }).notNull(),
    title: text('title').notNull(),
    plan: text('plan', { enum: ['standard', 'extended'] }).notNull(),
    orderNumber: bigint('order_number', { mode: 'number' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    projectName: text('project_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('licence_certificates_user_idx').on(t.userId)],
);
