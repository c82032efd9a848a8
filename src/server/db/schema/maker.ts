import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { characters } from './catalogue.ts';
import { users } from './users.ts';

/** Mirrors migrations/0750_maker.sql: saved designs, and the one character each bought design became. */
export const makerDesigns = pgTable(
  'maker_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    design: jsonb('design').notNull(),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('maker_designs_user_hash').on(t.userId, t.hash)],
);

export const makerCharacters = pgTable('maker_characters', {
  hash: text('hash').primaryKey(),
  characterId: uuid('character_id').notNull().unique().references(() => characters.id, { onDelete: 'cascade' }),
  design: jsonb('design').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
