import { bigint, bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every uploaded file: kind, visibility and who uploaded it (migrations/0020_admin.sql). */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  kind: text('kind').notNull(),
  private: boolean('private').notNull().default(false),
  name: text('name').notNull().default(''),
  size: bigint('size', { mode: 'number' }).notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width'),
  height: integer('height'),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who changed what, when: written by every admin change. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  // No foreign key: the log is append-only, so it keeps the id even if the account goes (migrations/0500).
  actorId: uuid('actor_id'),
  actorEmail: text('actor_email').notNull(),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  summary: text('summary').notNull().default(''),
  changes: jsonb('changes'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tutorials = pgTable('tutorials', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull().default(''),
  videoKey: text('video_key').references(() => storedFiles.key),
  thumbnailKey: text('thumbnail_key').references(() => storedFiles.key),
  /** WebVTT captions of the video (migrations/0505_tutorial_content.sql). */
  captionsKey: text('captions_key').references(() => storedFiles.key),
  level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull().default('beginner'),
  /** The file formats the tutorial teaches (EPS, AI, PNG, MP4, FLA): character pages offering one link it. */
  formats: text('formats').array().notNull().default([]),
  published: boolean('published').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const socialLinks = pgTable('social_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  iconKey: text('icon_key').references(() => storedFiles.key),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The custom-character levels of /customize (docs/product-facts.md); the jobs feature orders against them. */
export const customizeLevels = pgTable('customize_levels', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  turnaroundDays: integer('turnaround_days').notNull(),
  correctionRounds: integer('correction_rounds').notNull().default(2),
  formats: text('formats').array().notNull().default([]),
  imageKey: text('image_key').references(() => storedFiles.key),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TutorialRow = typeof tutorials.$inferSelect;
export type SocialLinkRow = typeof socialLinks.$inferSelect;
export type CustomizeLevelRow = typeof customizeLevels.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
