import path from 'node:path';
import { config } from '../config.ts';
import { createMailer, type Mailer } from './mailer.ts';

let mailer: Mailer | undefined;

/** The server's mailer, from configuration (SMTP_URL, MAIL_FROM, DATA_DIR/outbox). */
export function getMailer(): Mailer {
  mailer ??= createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  return mailer;
}
