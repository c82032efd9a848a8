import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '#test-support/factories/users.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { sessions } from '#/server/db/schema.ts';
import { createSession, endSessionByToken, listSessions, resolveSession, revokeSession } from './sessions.ts';
import { hashToken } from './tokens.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(async () => {
  await handle.close();
});

const policy = { idleMs: 60 * 60_000, maxMs: 24 * 3600_000 };
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const { row } = await createUser(handle.db);
    const { token } = await createSession(handle.db, row.id);
    const stored = await handle.db.select().from(sessions).where(eq(sessions.userId, row.id));
    expect(stored.map((s) => s.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('ends after the idle timeout, and activity keeps it alive', async () => {
    const { row } = await createUser(handle.db);
    const start = new Date();
    const { token } = await createSession(handle.db, row.id, {}, policy, start);
    expect(await resolveSession(handle.db, token, policy, at(start, 50 * 60_000))).not.toBeNull();
    expect(await resolveSession(handle.db, token, policy, at(start, 100 * 60_000))).not.toBeNull();
    expect(await resolveSession(handle.db, token, policy, at(start, 161 * 60_000))).toBeNull();
  });

  it('ends at its absolute lifetime however active', async () => {
    const { row } = await createUser(handle.db);
    const start = new Date();
    const { token } = await createSession(handle.db, row.id, {}, policy, start);
    for (let h = 0.5; h < 24; h += 0.5) expect(await resolveSession(handle.db, token, policy, at(start, h * 3600_000))).not.toBeNull();
    expect(await resolveSession(handle.db, token, policy, at(start, 24 * 3600_000 + 1))).toBeNull();
  });

  it('lists and revokes only the user’s own sessions; logout ends the token', async () => {
    const a = await createUser(handle.db);
    const b = await createUser(handle.db);
    const second = await createSession(handle.db, a.row.id, { ip: '203.0.113.5', userAgent: 'Firefox' });
    const list = await listSessions(handle.db, a.row.id, second.id);
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)?.ip).toBe('203.0.113.5');
    await expect(revokeSession(handle.db, b.row.id, second.id)).rejects.toMatchObject({ status: 404 });
    await revokeSession(handle.db, a.row.id, second.id);
    expect(await resolveSession(handle.db, second.token)).toBeNull();
    await endSessionByToken(handle.db, a.token);
    expect(await resolveSession(handle.db, a.token)).toBeNull();
  });

  it('sees a role change at the next request', async () => {
    const { row, token } = await createUser(handle.db);
    const { users } = await import('#/server/db/schema.ts');
    await handle.db.update(users).set({ role: 'contributor' }).where(eq(users.id, row.id));
    expect((await resolveSession(handle.db, token))?.user.role).toBe('contributor');
  });
});
