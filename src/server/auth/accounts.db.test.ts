import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '#test-support/factories/users.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { changePassword, getUserFor, login, register, setDisabled } from './accounts.ts';
import { LIMITS } from './rate-limit.ts';
import { resolveSession } from './sessions.ts';
import { toSessionUser } from './user-view.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(async () => {
  await handle.close();
});

async function failure(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('login', () => {
  it('signs in with the right password and returns a user without secrets', async () => {
    const { row, password } = await createUser(handle.db, { email: 'Ann@Example.test', name: 'Ann' });
    const result = await login(handle.db, { email: 'ann@example.test', password });
    expect(result.user).toEqual({ id: row.id, email: 'ann@example.test', name: 'Ann', role: 'user', avatar: null });
    expect(Object.keys(result.user).sort()).toEqual(['avatar', 'email', 'id', 'name', 'role']);
    // The API answers in the spec's shape: `_id`, the same fields and nothing more.
    expect(toSessionUser(result.user)).toEqual({ _id: row.id, email: 'ann@example.test', name: 'Ann', role: 'user', avatar: null });
    expect((await resolveSession(handle.db, result.token))?.user.id).toBe(row.id);
  });

  it('gives a new token at every login', async () => {
    const { row, password } = await createUser(handle.db);
    const a = await login(handle.db, { email: row.email, password });
    const b = await login(handle.db, { email: row.email, password });
    expect(a.token).not.toBe(b.token);
    expect(Buffer.from(a.token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { row } = await createUser(handle.db);
    const wrong = await failure(login(handle.db, { email: row.email, password: 'not-the-password' }));
    const unknown = await failure(login(handle.db, { email: 'nobody@example.test', password: 'not-the-password' }));
    expect([wrong.code, wrong.message]).toEqual(['UNAUTHENTICATED', 'Invalid credentials']);
    expect([unknown.code, unknown.message]).toEqual([wrong.code, wrong.message]);
  });

  it('refuses a disabled account and ends its sessions', async () => {
    const { row, password, token } = await createUser(handle.db);
    await setDisabled(handle.db, row.id, true);
    expect(await resolveSession(handle.db, token)).toBeNull();
    expect((await failure(login(handle.db, { email: row.email, password }))).message).toBe('Invalid credentials');
  });

  it('limits failed attempts per account and address with 429 and Retry-After', async () => {
    const { row, password } = await createUser(handle.db);
    for (let i = 0; i < LIMITS.loginPair.points; i++) {
      await failure(login(handle.db, { email: row.email, password: 'wrong-password' }, { ip: '10.0.0.1' }));
    }
    const limited = await failure(login(handle.db, { email: row.email, password }, { ip: '10.0.0.1' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failed attempts per IP across accounts', async () => {
    const { row, password } = await createUser(handle.db);
    for (let i = 0; i < LIMITS.loginIp.points; i++) {
      await failure(login(handle.db, { email: `x${i}@example.test`, password: 'wrong-password' }, { ip: '192.0.2.9' }));
    }
    expect((await failure(login(handle.db, { email: row.email, password }, { ip: '192.0.2.9' }))).status).toBe(429);
    expect((await login(handle.db, { email: row.email, password }, { ip: '192.0.2.10' })).user.email).toBe(row.email);
  }, 60_000);
});

describe('register and passwords', () => {
  it('registers, refuses short and common passwords', async () => {
    const { user } = await register(handle.db, { email: 'new@example.test', password: 'a long enough passphrase', name: 'New' });
    expect(user.role).toBe('user');
    expect((await failure(register(handle.db, { email: 'b@example.test', password: 'short' }))).code).toBe('VALIDATION_FAILED');
    expect((await failure(register(handle.db, { email: 'c@example.test', password: 'Password123' }))).code).toBe('VALIDATION_FAILED');
    await register(handle.db, { email: 'd@example.test', password: 'x'.repeat(64) });
  });

  it('changing the password needs the current one and ends the other sessions', async () => {
    const { row, password, token } = await createUser(handle.db);
    const current = await login(handle.db, { email: row.email, password });
    const currentId = (await resolveSession(handle.db, current.token))!.id;
    const wrong = await failure(changePassword(handle.db, row.id, currentId, { currentPassword: 'nope-nope', newPassword: 'a brand new secret' }));
    expect(wrong.code).toBe('FORBIDDEN');
    await changePassword(handle.db, row.id, currentId, { currentPassword: password, newPassword: 'a brand new secret' });
    expect(await resolveSession(handle.db, token)).toBeNull();
    expect(await resolveSession(handle.db, current.token)).not.toBeNull();
    await login(handle.db, { email: row.email, password: 'a brand new secret' });
  });
});

describe('GET /users/{id}', () => {
  it('lets a user read themself, admins anyone, others get 403 and unknown ids 404', async () => {
    const a = await createUser(handle.db);
    const b = await createUser(handle.db);
    const admin = await createUser(handle.db, { role: 'admin' });
    expect((await getUserFor(handle.db, a.user, a.row.id)).email).toBe(a.row.email);
    expect((await getUserFor(handle.db, admin.user, b.row.id)).email).toBe(b.row.email);
    expect((await failure(getUserFor(handle.db, a.user, b.row.id))).status).toBe(403);
    expect((await failure(getUserFor(handle.db, admin.user, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await failure(getUserFor(handle.db, admin.user, 'not-a-uuid'))).status).toBe(404);
  });
});
