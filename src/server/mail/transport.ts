import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each
 * message is written as an .eml file to DATA_DIR/outbox and its text is logged,
 * so flows like account recovery work on the embedded default.
 */
export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

export function createMailer(options: { smtpUrl?: string | null; from: string; outboxDir: string; log?: (line: string) => void }): Mailer {
  const log = options.log ?? console.log;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from: options.from, ...mail })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log(`[mail] no SMTP_URL: wrote ${file} (to ${mail.to}, "${mail.subject}")\n${mail.text}`);
    },
  };
}
