import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Single-use links that lift a sign-in lockout for one account from one address (migrations/0240_security.sql). */
export const unlockTokens = pgTable('unlock_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
