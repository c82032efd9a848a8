import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import * as env from 'astro:env/server';
import { config } from '../config.ts';
import type { Database } from '../db/open.ts';
import { users } from '../db/schema/users.ts';
import { notifyUsers as pushToUsers } from '../notifications/index.ts';

export type Notification = { title: string; body: string; link: string };

let transport: Transporter | undefined;

/** SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox as an .eml file. */
function mailer(): Transporter {
  transport ??= env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : nodemailer.createTransport({ streamTransport: true, buffer: true });
  return transport;
}

async function send(to: string, message: Notification): Promise<void> {
  const link = new URL(message.link, config.siteUrl).toString();
  const info = await mailer().sendMail({ from: env.MAIL_FROM, to, subject: message.title, text: `${message.body}\n\n${link}\n` });
  const raw = (info as { message?: Buffer }).message;
  if (!env.SMTP_URL && raw) {
    const outbox = path.join(config.dataDir, 'outbox');
    await fs.mkdir(outbox, { recursive: true });
    await fs.writeFile(path.join(outbox, `${Date.now()}-${crypto.randomUUID()}.eml`), raw);
  }
}

/**
 * The job workflow's one notifications call: email to each person, and web push to
 * their devices through the shared notifications module.
 * Never throws: a failed notification must not undo a status change.
 */
export async function notifyUsers(db: Database, userIds: string[], message: Notification): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  try {
    const rows = await db.select({ email: users.email }).from(users).where(inArray(users.id, ids));
    await Promise.all([...rows.map((row) => send(row.email, message)), pushToUsers(db, ids, message)]);
  } catch (error) {
    console.error('[jobs] notification failed:', error);
  }
}
