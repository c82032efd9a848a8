import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { config } from '#/server/config/config.ts';
import type { Database } from '#/server/db/open.ts';
import { mailUsers } from '#/server/mail/index.ts';
import { getPushSender } from '#/server/push/index.ts';
import type { PushMessage, PushResult, PushSender } from '#/server/push/sender.ts';
import { deleteTokens, tokensOfUsers, tokensPage } from '#/server/push/tokens.ts';

/**
 * What other features call to tell people something: job status changes (custom jobs)
 * and admin announcements. Push is best effort: a user without a device gets nothing,
 * and tokens FCM reports dead are deleted on the way.
 */
export type NotifyResult = { devices: number; sent: number; failed: number; removed: number };

const PAGE = 500;

async function deliver(db: Database, sender: PushSender, tokens: string[], message: PushMessage): Promise<NotifyResult> {
  if (tokens.length === 0) return { devices: 0, sent: 0, failed: 0, removed: 0 };
  const result: PushResult = await sender.send(tokens, message);
  const removed = await deleteTokens(db, result.invalidTokens);
  return { devices: tokens.length, sent: result.sent, failed: result.failed, removed };
}

function add(a: NotifyResult, b: NotifyResult): NotifyResult {
  return { devices: a.devices + b.devices, sent: a.sent + b.sent, failed: a.failed + b.failed, removed: a.removed + b.removed };
}

/** Sends one message to every device of the given users. */
export async function notifyUsers(
  db: Database,
  userIds: string[],
  message: PushMessage,
  sender: PushSender = getPushSender(),
): Promise<NotifyResult> {
  const tokens = await tokensOfUsers(db, [...new Set(userIds)]);
  return deliver(db, sender, tokens, message);
}

/** Something a person should hear about: a title, one sentence, and the page where they act on it. */
export type Notice = { title: string; body: string; link: string; action?: string };

/**
 * The one call features make to tell people something: an email (the notice template) and a
 * push to their devices. Never throws: a failed notice must not undo what it reports.
 */
export async function sendNotice(db: Database, userIds: string[], notice: Notice): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const href = new URL(notice.link, config.siteUrl).href;
  const mail = { subject: notice.title, heading: notice.title, lines: [notice.body], action: { label: notice.action ?? 'Open in Toonmart', href } };
  const results = await Promise.allSettled([mailUsers(db, ids, 'notice', mail), notifyUsers(db, ids, notice)]);
  for (const result of results) if (result.status === 'rejected') console.error('[notifications] a notice failed:', result.reason);
}

/** An announcement: every device that accepted notifications, signed in or not. */
export async function announce(db: Database, message: PushMessage, sender: PushSender = getPushSender()): Promise<NotifyResult> {
  let total: NotifyResult = { devices: 0, sent: 0, failed: 0, removed: 0 };
  let after: string | null = null;
  for (;;) {
    const tokens = await tokensPage(db, after, PAGE);
    if (tokens.length === 0) return total;
    total = add(total, await deliver(db, sender, tokens, message));
    after = tokens.at(-1) ?? null;
  }
}

/**
 * POST /api/admin/announcements: the announcement is written to the admin audit log
 * before it is sent, so no message reaches devices without a record of who sent it.
 */
export async function announceAsAdmin(db: Database, actor: Actor, message: PushMessage, sender: PushSender = getPushSender()): Promise<NotifyResult> {
  await writeAudit(db, actor, {
    action: 'announce',
    entity: 'announcement',
    summary: `Sent the announcement "${message.title}" to every device`,
    changes: { ...message },
  });
  return announce(db, message, sender);
}
