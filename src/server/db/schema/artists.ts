import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { characterFileColumns, characters } from './catalogue.ts';
import { users } from './users.ts';

/** Mirrors migrations/0300_artists.sql: artists' submissions, review decisions and public profiles. */
// migrations/0650_character_state_history.sql: 'removed' (taken down by staff for good).
export const SUBMISSION_STATES = ['draft', 'in_review', 'changes_requested', 'approved', 'rejected', 'unpublished', 'removed'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

export type PendingMedia = { previewKey?: string; videoKey?: string };

/** What a reviewer read when deciding: the details shown, the preview media and one line per file. */
export type ReviewSnapshot = { fields: Record<string, string>; previewKey: string | null; videoKey: string | null; files: string[] };

export const characterSubmissions = pgTable('character_submissions', {
  characterId: uuid('character_id').primaryKey().references(() => characters.id, { onDelete: 'cascade' }),
  artistId: uuid('artist_id').notNull().references(() => users.id),
  state: text('state', { enum: SUBMISSION_STATES }).notNull().default('draft'),
  version: integer('version').notNull().default(1),
  pending: jsonb('pending').$type<Record<string, string> | null>(),
  // migrations/0310_pending_files.sql: a revision's new preview media, applied on approval.
  pendingMedia: jsonb('pending_media').$type<PendingMedia | null>(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviewDecisions = pgTable('review_decisions', {
  id: uuid('id').primaryKey().defaultRandom(),
  characterId: uuid('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
  artistId: uuid('artist_id').notNull().references(() => users.id),
  reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
  decision: text('decision', { enum: ['approve', 'request_changes', 'reject'] }).notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
  checklist: jsonb('checklist').$type<Record<string, boolean>>().notNull().default({}),
  // migrations/0651_review_answers.sql: the artist's answer to each note, and what the reviewer read.
  answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
  snapshot: jsonb('snapshot').$type<ReviewSnapshot | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const artistProfiles = pgTable('artist_profiles', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  displayName: text('display_name').notNull(),
  bio: text('bio').notNull().default(''),
  links: text('links').array().notNull().default([]),
  avatarKey: text('avatar_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mirrors migrations/0310_pending_files.sql: files of a published character waiting for review (one per format). */
export const characterPendingFiles = pgTable('character_pending_files', characterFileColumns, (t) => [unique('character_pending_files_format').on(t.characterId, t.format)]);

/** Mirrors migrations/0650_character_state_history.sql: every change of a character's state, who made it and why. */
export const characterStateEvents = pgTable('character_state_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  characterId: uuid('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
  state: text('state', { enum: SUBMISSION_STATES }).notNull(),
  byRole: text('by_role', { enum: ['artist', 'reviewer', 'staff'] }).notNull(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
