import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '#test-support/factories/users.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { createMailer } from '#/server/mail/transport.ts';
import { changePassword, login, register } from './accounts.ts';
import { sendUnlockLink, unlockSignIn } from './login-throttle.ts';
import { LIMITS } from './rate-limit.ts';
import { resolveSession } from './sessions.ts';

let handle: DatabaseHandle;
let outbox: string[];
beforeEach(async () => {
  handle = await createTestDb();
  outbox = [];
});
afterEach(async () => {
  await handle.close();
});

/** The store's own outbox mailer (no SMTP_URL): each mail is logged, so the test reads the link from it. */
const mailer = () => createMailer({ from: 'Toonmart <no-reply@toonmart.test>', outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), log: (line) => outbox.push(line) });
const unlockDeps = () => ({ mailer: mailer(), siteUrl: 'http://localhost:4321' });
const settle = (work: Promise<unknown>) => work.then(() => 'ok', (e: unknown) => (e instanceof AppError ? e.status : e));

describe('login throttle', () => {
  it('holds under concurrency: of 20 logins sent at once, the right password sent last gets no session', async () => {
    const { row, password } = await createUser(handle.db);
    const tries = Array.from({ length: 20 }, (_, i) => (i === 19 ? password : `wrong-password-${i}`));
    const results = await Promise.all(tries.map((p) => settle(login(handle.db, { email: row.email, password: p }, { ip: '10.9.9.9' }))));
    expect(results.filter((r) => r === 401).length).toBeLessThanOrEqual(LIMITS.loginPair.points);
    expect(results.at(-1)).toBe(429);
    expect(results).not.toContain('ok');
  });

  it('a stranger who locks an account from their address does not lock its owner out elsewhere', async () => {
    const { row, password } = await createUser(handle.db, { role: 'admin' });
    for (let i = 0; i <= LIMITS.loginPair.points; i++) await settle(login(handle.db, { email: row.email, password: 'guess' }, { ip: '203.0.113.5' }));
    expect(await settle(login(handle.db, { email: row.email, password }, { ip: '203.0.113.5' }))).toBe(429);
    const owner = await login(handle.db, { email: row.email, password }, { ip: '198.51.100.7' });
    expect((await resolveSession(handle.db, owner.token))?.user.id).toBe(row.id);
  });

  it('emails the owner once an unlock link on lockout; the link lifts it once', async () => {
    const { row, password } = await createUser(handle.db);
    const onLockout = (email: string, ip: string) => sendUnlockLink(handle.db, email, ip, unlockDeps());
    for (let i = 0; i <= LIMITS.loginPair.points + 2; i++) await settle(login(handle.db, { email: row.email, password: 'guess' }, { ip: '10.1.1.1' }, undefined, onLockout));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toContain(`to ${row.email}`);
    const token = /unlock-account\?token=([\w-]+)/.exec(outbox[0]!)![1]!;
    await unlockSignIn(handle.db, token);
    expect((await login(handle.db, { email: row.email, password }, { ip: '10.1.1.1' })).user.id).toBe(row.id);
    expect(await settle(unlockSignIn(handle.db, token))).toBe(400);
  });

  it('a success gives the attempt back, so correct sign-ins never add up to a lockout', async () => {
    const { row, password } = await createUser(handle.db);
    for (let i = 0; i < LIMITS.loginPair.points + 5; i++) await login(handle.db, { email: row.email, password }, { ip: '10.2.2.2' });
    expect(await settle(login(handle.db, { email: row.email, password: 'wrong' }, { ip: '10.2.2.2' }))).toBe(401);
  });
});

describe('registration', () => {
  it('answers a taken address exactly like a new one, opens no session for it and tells the owner', async () => {
    const { row } = await createUser(handle.db, { email: 'taken@example.test', name: 'Owner' });
    const told: string[] = [];
    const fresh = await register(handle.db, { email: 'fresh@example.test', password: 'a long enough passphrase', name: 'Pat' }, {}, undefined, { taken: (e) => void told.push(e) });
    const taken = await register(handle.db, { email: 'Taken@example.test', password: 'a long enough passphrase', name: 'Pat' }, {}, undefined, { taken: (e) => void told.push(e) });
    expect(Object.keys(taken.user).sort()).toEqual(Object.keys(fresh.user).sort());
    expect(taken.user).toMatchObject({ email: 'taken@example.test', name: 'Pat', role: 'user', avatar: null });
    expect(taken.user.id).not.toBe(row.id);
    expect(taken.token.length).toBe(fresh.token.length);
    expect(await resolveSession(handle.db, taken.token)).toBeNull();
    expect(told).toEqual(['taken@example.test']);
  });

  it('is throttled per address', async () => {
    for (let i = 0; i < LIMITS.registerIp.points; i++) await register(handle.db, { email: `r${i}@example.test`, password: 'a long enough passphrase' }, { ip: '10.3.3.3' });
    expect(await settle(register(handle.db, { email: 'one-more@example.test', password: 'a long enough passphrase' }, { ip: '10.3.3.3' }))).toBe(429);
  });
});

describe('change password', () => {
  it('wrong current passwords are throttled, even the right one after the limit', async () => {
    const { row, password } = await createUser(handle.db);
    const input = (current: string) => ({ currentPassword: current, newPassword: 'a brand new secret' });
    for (let i = 0; i < LIMITS.passwordChange.points; i++) expect(await settle(changePassword(handle.db, row.id, undefined, input('guess')))).toBe(403);
    expect(await settle(changePassword(handle.db, row.id, undefined, input(password)))).toBe(429);
  });
});
