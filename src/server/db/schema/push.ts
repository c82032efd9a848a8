import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Browser push tokens (migrations/0030_push.sql). user_id is null for anonymous visitors. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    token: text('token').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_tokens_user_id_idx').on(t.userId, t.lastSeenAt.desc()), index('push_tokens_last_seen_idx').on(t.lastSeenAt)],
);

export type PushTokenRow = typeof pushTokens.$inferSelect;
