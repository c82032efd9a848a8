import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '#test-support/factories/users.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { createMailer } from '#/server/mail/transport.ts';
import { login } from './accounts.ts';
import { LIMITS } from './rate-limit.ts';
import { RECOVERY_INVALID, RECOVERY_MESSAGE, RECOVERY_TTL_MS, requestRecovery, resetWithToken } from './recovery.ts';
import { resolveSession } from './sessions.ts';

/** A real SMTP server on loopback; mail is parsed with mailparser. */
const inbox: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => inbox.push(mail)).then(() => done(), done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
  inbox.length = 0;
});
afterEach(async () => {
  await handle.close();
});

const deps = () => ({ mailer: createMailer({ smtpUrl, from: 'Toonmart <no-reply@toonmart.test>', outboxDir: '/nonexistent' }), siteUrl: 'http://localhost:4321' });

async function mailedToken(email: string): Promise<string> {
  const { delivery } = await requestRecovery(handle.db, email, deps());
  await delivery;
  const mail = inbox.at(-1)!;
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(email);
  const link = /http:\/\/localhost:4321\/recover-account\?token=([\w-]+)/.exec(mail.text ?? '');
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('account recovery', () => {
  it('mails a link whose token works once, ending every session', async () => {
    const { row, token: session } = await createUser(handle.db);
    const token = await mailedToken(row.email);
    await resetWithToken(handle.db, token, 'my new long password');
    expect(await resolveSession(handle.db, session)).toBeNull();
    expect((await login(handle.db, { email: row.email, password: 'my new long password' })).user.id).toBe(row.id);
    await expect(resetWithToken(handle.db, token, 'another new password')).rejects.toMatchObject({ status: 400, message: RECOVERY_INVALID });
  });

  it('refuses the token after 30 minutes', async () => {
    const { row } = await createUser(handle.db);
    const token = await mailedToken(row.email);
    const later = new Date(Date.now() + RECOVERY_TTL_MS + 1000);
    await expect(resetWithToken(handle.db, token, 'my new long password', later)).rejects.toMatchObject({ message: RECOVERY_INVALID });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const unknown = await requestRecovery(handle.db, 'nobody@example.test', deps());
    await unknown.delivery;
    const { row } = await createUser(handle.db);
    const known = await requestRecovery(handle.db, row.email, deps());
    await known.delivery;
    expect(unknown.message).toBe(RECOVERY_MESSAGE);
    expect(known.message).toBe(unknown.message);
    expect(inbox).toHaveLength(1);
  });

  it('keeps the token when the new password is refused', async () => {
    const { row } = await createUser(handle.db);
    const token = await mailedToken(row.email);
    await expect(resetWithToken(handle.db, token, 'short')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await resetWithToken(handle.db, token, 'a good new password');
  });

  it('a reset with one link kills every older link still outstanding', async () => {
    const { row } = await createUser(handle.db);
    const older = await mailedToken(row.email);
    const newer = await mailedToken(row.email);
    await resetWithToken(handle.db, newer, 'a good new password');
    await expect(resetWithToken(handle.db, older, 'an attacker password')).rejects.toMatchObject({ code: 'BAD_REQUEST', message: RECOVERY_INVALID });
  });

  it('is rate limited per account', async () => {
    const { row } = await createUser(handle.db);
    for (let i = 0; i < LIMITS.recoveryAccount.points; i++) await (await requestRecovery(handle.db, row.email, { ...deps(), ip: `10.1.0.${i}` })).delivery;
    await expect(requestRecovery(handle.db, row.email, { ...deps(), ip: '10.1.1.1' })).rejects.toMatchObject({ status: 429 });
  });
});

describe('mailer without SMTP', () => {
  it('writes an .eml file to the outbox and logs the text', async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const lines: string[] = [];
    await createMailer({ from: 'a@toonmart.test', outboxDir, log: (l) => lines.push(l) }).send({ to: 'b@example.test', subject: 'Hi', text: 'http://x/link' });
    const [file] = await fs.readdir(outboxDir);
    const parsed = await simpleParser(await fs.readFile(path.join(outboxDir, file!)));
    expect(parsed.subject).toBe('Hi');
    expect(lines.join('\n')).toContain('http://x/link');
  });
});
