import { primaryKey, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { characters } from './catalogue.ts';
import { users } from './users.ts';

/** A signed-in shopper's cart, kept with the account. Mirrors migrations/0631_account_carts.sql. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    characterId: uuid('character_id').notNull().references(() => characters.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['standard', 'extended'] }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.characterId, t.plan] })],
);
