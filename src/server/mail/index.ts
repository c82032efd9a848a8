import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { config } from '#/server/config/config.ts';
import type { Database } from '#/server/db/open.ts';
import { users } from '#/server/db/schema/users.ts';
import { composeMail } from './compose.ts';
import type { TemplateData, TemplateName } from './templates/index.ts';
import { createMailer, type Mailer } from './transport.ts';

let mailer: Mailer | undefined;

/** The server's mailer, from configuration (SMTP_URL, MAIL_FROM, DATA_DIR/outbox). */
export function getMailer(): Mailer {
  mailer ??= createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  return mailer;
}

/** Composes a template and sends it: the one way the store sends email. */
export async function sendMail<N extends TemplateName>(to: string, name: N, data: TemplateData<N>, via: Mailer = getMailer()): Promise<void> {
  await via.send({ to, ...(await composeMail(name, data, config.siteUrl)) });
}

/** The same template to several accounts, by id (each gets their own copy). */
export async function mailUsers<N extends TemplateName>(db: Database, userIds: string[], name: N, data: TemplateData<N>): Promise<void> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.id, ids));
  await Promise.all(rows.map((row) => sendMail(row.email, name, data)));
}
