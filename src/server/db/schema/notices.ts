import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Mirrors migrations/0720_artist_sale_notices.sql: an artist's choice of sale notices (no row: both on). */
export const artistSaleNotices = pgTable('artist_sale_notices', {
  artistId: uuid('artist_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  mail: boolean('mail').notNull().default(true),
  push: boolean('push').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What each channel reached: accounts in the audience, devices, pushes delivered, mails queued. */
export type AnnouncementReach = { accounts?: number; devices?: number; pushSent?: number; pushFailed?: number; pushRemoved?: number; mails?: number };

/** Mirrors migrations/0721_announcements.sql: staff announcements and their reach per channel. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    audience: text('audience').notNull(),
    channels: text('channels').array().notNull(),
    bannerUntil: timestamp('banner_until', { withTimezone: true }),
    status: text('status').notNull().default('sending'),
    reach: jsonb('reach').$type<AnnouncementReach>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('announcements_created_idx').on(t.createdAt.desc()), index('announcements_banner_idx').on(t.bannerUntil)],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
