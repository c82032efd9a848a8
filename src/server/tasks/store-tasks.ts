import { sendUnlockLink } from '#/server/auth/login-throttle.ts';
import { config } from '#/server/config/config.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { getMailer, sendMail } from '#/server/mail/index.ts';
import type { TemplateData, TemplateName } from '#/server/mail/templates/index.ts';
import { getPaymentProvider } from '#/server/payments/index.ts';
import { settleRequestedRefunds } from '#/server/custom-orders/settle-refunds.ts';
import { sendOverdueDigest } from '#/server/custom-orders/overdue-digest.ts';
import { expireUnpaidOrders } from '#/server/orders/expiry.ts';
import { getStorage } from '#/server/storage/index.ts';
import { collectUploadGarbage } from '#/server/uploads/garbage.ts';
import { refreshChosenRates } from '#/server/geo/rate-sources.ts';
import { enqueue } from './queue.ts';
import { createRunner, registerTask, type Runner } from './runner.ts';

/** The store's background work, registered on the one runner that the server process starts (boot.ts) and stops on shutdown. */
export const TASKS = { mail: 'mail.send', unlockMail: 'auth.unlock-mail', refunds: 'refunds.settle', uploadGc: 'uploads.gc', rates: 'rates.refresh', expireOrders: 'orders.expire', overdueDigest: 'jobs.overdue-digest' } as const;

/** A mail as `queueMail` writes it into the queue's JSON payload, and as the runner reads it back. */
type QueuedMail<N extends TemplateName> = { to: string; template: N; data: TemplateData<N> };

const sendQueued = <N extends TemplateName>(mail: QueuedMail<N>) => sendMail(mail.to, mail.template, mail.data);

/** The store's own tasks on the runner; boot.ts calls it (with the domains' own registrations) before `startTasks`. */
export function registerStoreTasks(): void {
  registerTask(TASKS.mail, async (_db, payload) => {
    await sendQueued(payload as QueuedMail<TemplateName>);
  });
  registerTask(TASKS.unlockMail, async (db, payload) => {
    await sendUnlockLink(db, String(payload.email), String(payload.ip), { mailer: getMailer(), siteUrl: config.siteUrl });
  });
  registerTask(TASKS.refunds, async (db) => void (await settleRequestedRefunds(db, getPaymentProvider())), { everyMs: 10 * 60_000 });
  // Unpaid orders give back their coupon uses and held credits soon after their time is up.
  registerTask(TASKS.expireOrders, async (db) => void (await expireUnpaidOrders(db)), { everyMs: 60_000 });
  registerTask(TASKS.uploadGc, async (db) => void (await collectUploadGarbage(db, getStorage())), { everyMs: 60 * 60_000 });
  // The ECB publishes once a working day; a failed fetch keeps the last rates (the next run tries again).
  registerTask(TASKS.rates, async (db) => {
    try {
      await refreshChosenRates(db);
    } catch (error) {
      console.warn('[rates] refresh failed, keeping the last rates:', error instanceof Error ? error.message : error);
    }
  }, { everyMs: 60 * 60_000 });

  // Staff get one mail a day listing late custom orders; checked hourly, sent once per UTC day.
  registerTask(TASKS.overdueDigest, async (db) => {
    await sendOverdueDigest(db, config.siteUrl, async (tx, emails, mail) => void (await Promise.all(emails.map((email) => queueMail(tx, email, 'notice', mail)))));
  }, { everyMs: 60 * 60_000 });
}

/** Mail through the outbox: sent by the runner, retried with backoff while the SMTP server is unreachable. */
export async function queueMail<N extends TemplateName>(db: DbOrTx, to: string, template: N, data: TemplateData<N>): Promise<void> {
  const mail: QueuedMail<N> = { to, template, data };
  await enqueue(db, TASKS.mail, mail, { maxAttempts: 8 });
}

/** A lockout's unlock mail, sent in the background so the 429 answer does not wait for SMTP. */
export async function queueUnlockMail(db: Database, email: string, ip: string): Promise<void> {
  await enqueue(db, TASKS.unlockMail, { email, ip }, { maxAttempts: 5 });
}

let runner: Runner | undefined;

export async function startTasks(db: Database): Promise<void> {
  if (runner) return;
  runner = createRunner(db);
  await runner.start();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void runner?.stop());
}
