import type { Actor } from '../admin/actor.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Database } from '../db/open.ts';
import { getPushSender } from '../push/index.ts';
import type { PushMessage, PushResult, PushSender } from '../push/sender.ts';
import { deleteTokens, tokensOfUsers, tokensPage } from '../push/tokens.ts';

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
    changes: message,
  });
  return announce(db, message, sender);
}
