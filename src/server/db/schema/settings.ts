import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Settings staff changed at /admin/settings, one row each (migrations/0501_settings.sql); defaults in src/lib/settings.ts. */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
