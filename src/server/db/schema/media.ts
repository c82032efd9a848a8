import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { characters } from './catalogue.ts';

/** Mirrors migrations/0200_media.sql (the new character_files columns are in catalogue.ts). */
export const characterArt = pgTable('character_art', {
  characterId: uuid('character_id').primaryKey().references(() => characters.id, { onDelete: 'cascade' }),
  source: jsonb('source').notNull(),
  // migrations/0640_colours_and_parts.sql: the builder's parts (null until worked out from the source).
  parts: text('parts').array(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const characterMedia = pgTable(
  'character_media',
  {
    characterId: uuid('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
    // migrations/0740_motion_files.sql: 'lottie', the watermarked Lottie of the reel the page plays.
    kind: text('kind', { enum: ['view', 'clip', 'thumb', 'lottie'] }).notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.kind, t.position] })],
);
