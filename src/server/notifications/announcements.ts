import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AnnouncementRequest, Audience } from '#/lib/announcement.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { config } from '#/server/config/config.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { announcements, type AnnouncementReach, type AnnouncementRow } from '#/server/db/schema.ts';
import type { NoticeData } from '#/server/mail/templates/notice.tsx';
import { getPushSender } from '#/server/push/index.ts';
import type { PushSender } from '#/server/push/sender.ts';
import { invalidateCatalogue } from '#/server/cache/invalidate.ts';
import { audienceAccounts, audienceSize, inAudience } from './audience.ts';
import { announce, notifyUsers } from './index.ts';

/**
 * Staff announcements: an audience (everyone, customers, artists, staff), channels (push, mail, a
 * banner on the site), and a history with what each channel reached. Saving writes the row and
 * the audit entry and queues `ANNOUNCEMENT_TASK`; the job runner sends and writes the reach
 * (both composed in src/server/notices/tasks.ts).
 */
export const ANNOUNCEMENT_TASK = 'announcements.send';

export type Created = { announcement: AnnouncementRow; audience: { accounts: number; devices: number } };

/** `queue` puts the send task in the job runner's queue inside the saving transaction (src/server/notices/tasks.ts). */
export type QueueSend = (tx: DbOrTx, id: string) => Promise<void>;

export async function createAnnouncement(db: Database, actor: Actor, input: AnnouncementRequest, queue: QueueSend, now = new Date()): Promise<Created> {
  const audience = await audienceSize(db, input.audience);
  const channels = [...new Set(input.channels)];
  const banner = channels.includes('banner');
  // Only the banner: nothing to send, so it is complete at once.
  const sends = channels.some((c) => c !== 'banner');
  const announcement = await db.transaction(async (tx) => {
    const [row] = await tx.insert(announcements).values({
      title: input.title, body: input.body, link: input.link ?? null, audience: input.audience, channels,
      bannerUntil: banner ? new Date(now.getTime() + input.bannerDays * 86_400_000) : null,
      status: sends ? 'sending' : 'sent', sentAt: sends ? null : now, createdBy: actor.id, createdAt: now,
      reach: { accounts: audience.accounts, devices: channels.includes('push') ? audience.devices : undefined },
    }).returning();
    await writeAudit(tx, actor, {
      action: 'announce', entity: 'announcement', entityId: row!.id,
      summary: `Sent the announcement "${input.title}" to ${input.audience} by ${channels.join(', ')}`,
      changes: { title: input.title, body: input.body, link: input.link, audience: input.audience, channels: channels.join(', ') },
    });
    if (sends) await queue(tx, row!.id);
    // Public pages carry the banner's island only while some banner shows: cached ones re-render now.
    if (banner) await invalidateCatalogue(tx);
    return row!;
  });
  return { announcement, audience };
}

type Senders = { mail: (tx: DbOrTx, to: string, data: NoticeData) => Promise<void>; push?: PushSender };

/**
 * The task: push to the audience's devices (every device for "everyone", signed in or not), a mail
 * to each account through the outbox, then the reach on the row. A row already sent is left alone,
 * so a task run twice sends nothing twice.
 */
export async function sendAnnouncement(db: Database, id: string, senders: Senders, now = new Date()): Promise<AnnouncementReach | null> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  if (!row || row.status !== 'sending') return null;
  const message = { title: row.title, body: row.body, ...(row.link ? { link: row.link } : {}) };
  const accounts = await audienceAccounts(db, row.audience as Audience);
  const reach: AnnouncementReach = { accounts: accounts.length };
  if (row.channels.includes('push')) {
    const sender = senders.push ?? getPushSender();
    const result = row.audience === 'everyone' ? await announce(db, message, sender) : await notifyUsers(db, accounts.map((a) => a.id), message, sender);
    Object.assign(reach, { devices: result.devices, pushSent: result.sent, pushFailed: result.failed, pushRemoved: result.removed });
  }
  if (row.channels.includes('mail')) {
    const href = new URL(row.link ?? '/', config.siteUrl).href;
    const mail: NoticeData = { subject: row.title, heading: row.title, lines: [row.body], action: { label: 'Open Toonmart', href } };
    await db.transaction(async (tx) => {
      for (const account of accounts) await senders.mail(tx, account.email, mail);
    });
    reach.mails = accounts.length;
  }
  await db.update(announcements).set({ status: 'sent', sentAt: now, reach }).where(and(eq(announcements.id, id), eq(announcements.status, 'sending')));
  return reach;
}

/** The history, newest first. */
export async function listAnnouncements(db: DbOrTx, limit = 30): Promise<AnnouncementRow[]> {
  return db.select().from(announcements).orderBy(desc(announcements.createdAt)).limit(limit);
}

/** Whether any banner shows now, for anyone: public pages (cached for everyone) ask only then for the visitor's own. */
export async function anyBannerShowing(db: DbOrTx, now = new Date()): Promise<boolean> {
  const rows = await db.select({ id: announcements.id }).from(announcements)
    .where(and(gt(announcements.bannerUntil, now), sql`'banner' = ANY(${announcements.channels})`)).limit(1);
  return rows.length > 0;
}

/** The newest banner still showing for a visitor (role null) or an account of `role`, or null. */
export async function activeBanner(db: DbOrTx, role: string | null, now = new Date()): Promise<AnnouncementRow | null> {
  const rows = await db.select().from(announcements)
    .where(and(gt(announcements.bannerUntil, now), sql`'banner' = ANY(${announcements.channels})`))
    .orderBy(desc(announcements.createdAt)).limit(20);
  return rows.find((r) => inAudience(r.audience, role)) ?? null;
}
