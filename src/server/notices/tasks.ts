import { config } from '#/server/config/config.ts';
import { notifyUsers } from '#/server/notifications/index.ts';
import type { AnnouncementRequest } from '#/lib/announcement.ts';
import type { Actor } from '#/server/admin/actor.ts';
import type { Database } from '#/server/db/open.ts';
import { ANNOUNCEMENT_TASK, createAnnouncement, sendAnnouncement, type Created } from '#/server/notifications/announcements.ts';
import { SALE_NOTICE_TASK, sendSaleNotices } from '#/server/royalties/sale-notices.ts';
import { enqueue } from '#/server/tasks/queue.ts';
import { registerTask } from '#/server/tasks/runner.ts';
import { queueMail } from '#/server/tasks/store-tasks.ts';

/**
 * The notice tasks, registered on the one job runner from above the domains: royalties and
 * notifications queue them (tasks/queue.ts), so the runner's own module must not import them back.
 * boot.ts registers them before the runner starts.
 */
export function registerNoticeTasks(): void {
  // An artist's sale: a mail (through the mail outbox) and a push, as the artist chose.
  registerTask(SALE_NOTICE_TASK, async (db, payload) => {
    await sendSaleNotices(db, String(payload.orderId), config.siteUrl, { mail: (tx, to, data) => queueMail(tx, to, 'notice', data), push: (ids, message) => notifyUsers(db, ids, message) });
  });
  // An announcement goes out in the background; its reach per channel is written on it.
  registerTask(ANNOUNCEMENT_TASK, async (db, payload) => {
    await sendAnnouncement(db, String(payload.id), { mail: (tx, to, data) => queueMail(tx, to, 'notice', data) });
  });
}

/** An announcement saved, audited and queued for the runner: what the admin page and API call. */
export function sendAnnouncementLater(db: Database, actor: Actor, input: AnnouncementRequest): Promise<Created> {
  return createAnnouncement(db, actor, input, (tx, id) => enqueue(tx, ANNOUNCEMENT_TASK, { id }, { key: `${ANNOUNCEMENT_TASK}:${id}`, maxAttempts: 3 }));
}
