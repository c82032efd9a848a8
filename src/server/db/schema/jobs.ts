import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { JOB_STATUSES } from '#/lib/jobs/machine.ts';
import { users } from './users.ts';

/** Custom character jobs (migrations/0040_custom_jobs.sql). Workflow: src/lib/jobs/machine.ts. */
export const customJobs = pgTable('custom_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  // migrations/0675: the number of its payment order too (TM-…), drawn from the orders' sequence.
  number: bigint('number', { mode: 'number' }).notNull().unique().default(sql`nextval('order_number_seq')`),
  customerId: uuid('customer_id').notNull().references(() => users.id),
  artistId: uuid('artist_id').references(() => users.id),
  levelName: text('level_name').notNull(),
  priceCents: integer('price_cents').notNull(),
  turnaroundDays: integer('turnaround_days').notNull(),
  correctionRounds: integer('correction_rounds').notNull().default(2),
  correctionsUsed: integer('corrections_used').notNull().default(0),
  title: text('title').notNull(),
  brief: text('brief').notNull(),
  style: text('style').notNull(),
  intendedUse: text('intended_use').notNull(),
  status: text('status', { enum: JOB_STATUSES }).notNull().default('PENDING'),
  heldFrom: text('held_from', { enum: JOB_STATUSES }),
  paymentMethod: text('payment_method', { enum: ['credits', 'card'] }).notNull(),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'refunded'] }).notNull().default('unpaid'),
  paymentRef: text('payment_ref'),
  rejectReason: text('reject_reason'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  /** The day the work is due (UTC, YYYY-MM-DD): src/lib/jobs/due.ts. */
  dueOn: date('due_on', { mode: 'string' }),
  declinedReason: text('declined_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customJobTransitions = pgTable('custom_job_transitions', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: uuid('job_id').notNull().references(() => customJobs.id, { onDelete: 'cascade' }),
  actorId: uuid('actor_id').references(() => users.id),
  actorRole: text('actor_role').notNull(),
  action: text('action').notNull(),
  fromStatus: text('from_status', { enum: JOB_STATUSES }),
  toStatus: text('to_status', { enum: JOB_STATUSES }).notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customJobDeliveries = pgTable('custom_job_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: uuid('job_id').notNull().references(() => customJobs.id, { onDelete: 'cascade' }),
  artistId: uuid('artist_id').notNull().references(() => users.id),
  round: integer('round').notNull(),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customJobCorrections = pgTable('custom_job_corrections', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: uuid('job_id').notNull().references(() => customJobs.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').notNull().references(() => users.id),
  round: integer('round').notNull(),
  note: text('note').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const JOB_FILE_KINDS = ['reference', 'delivery', 'correction'] as const;
export type JobFileKind = (typeof JOB_FILE_KINDS)[number];

export const customJobFiles = pgTable('custom_job_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: uuid('job_id').notNull().references(() => customJobs.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: JOB_FILE_KINDS }).notNull(),
  deliveryId: uuid('delivery_id').references(() => customJobDeliveries.id, { onDelete: 'cascade' }),
  correctionId: uuid('correction_id').references(() => customJobCorrections.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  uploadedBy: uuid('uploaded_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const customJobMessages = pgTable('custom_job_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  jobId: uuid('job_id').notNull().references(() => customJobs.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id').notNull().references(() => users.id),
  authorRole: text('author_role').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** migrations/0676: one row per day the overdue digest went to staff (src/server/custom-orders/overdue-digest.ts). */
export const jobOverdueDigests = pgTable('job_overdue_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  jobs: integer('jobs').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CustomJobRow = typeof customJobs.$inferSelect;
export type CustomJobFileRow = typeof customJobFiles.$inferSelect;
