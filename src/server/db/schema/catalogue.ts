import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  // migrations/0640_colours_and_parts.sql: colour words shoppers search for (from the art, or stated).
  colours: text('colours').array().notNull().default(sql`'{}'`),
  formats: text('formats').array().notNull().default(sql`'{}'`),
  priceType: text('price_type', { enum: ['credits', 'currency', 'free'] }).notNull(),
  priceStandard: integer('price_standard').notNull().default(0),
  priceExtended: integer('price_extended').notNull().default(0),
  discountPercent: integer('discount_percent'),
  status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  // migrations/0300_artists.sql: the artist who made and sells it (null: the store's own).
  artistId: uuid('artist_id').references(() => users.id),
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

/** The columns of a character's file; files waiting for review (schema/artists.ts) have the same. */
export const characterFileColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  characterId: uuid('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
  // migrations/0740_motion_files.sql: LOTTIE and SPRITES are made from the rig (files waiting for review never hold them).
  format: text('format', { enum: ['EPS', 'AI', 'MP4', 'PNG', 'FLA', 'SVG', 'WEBM', 'LOTTIE', 'SPRITES'] }).notNull(),
  // migrations/0620_files_rig.sql: '' for a format's main file; another pose of the same format otherwise ('three-quarter').
  variant: text('variant').notNull().default(''),
  fileName: text('file_name').notNull(),
  size: integer('size').notNull(),
  checksum: text('checksum').notNull(),
  storageKey: text('storage_key').notNull(),
  // migrations/0200_media.sql: what the file is, shown to buyers before they pay.
  width: integer('width'),
  height: integer('height'),
  durationMs: integer('duration_ms'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const characterFiles = pgTable('character_files', characterFileColumns);
