import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '#test-support/test-db.ts';
import { fakeToken, makeToken, makeUser } from '#test-support/push-factories.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { pushTokens } from '#/server/db/schema.ts';
import { createSaveTokenLimiter } from './rate-limit.ts';
import { saveFcmToken } from './save-token.ts';
import { MAX_TOKENS_PER_USER } from './token.ts';
import { pruneStaleTokens, tokensOfUsers, tokensPage } from './tokens.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(async () => {
  await handle.close();
});

const rows = () => handle.db.select().from(pushTokens);

describe('saveFcmToken', () => {
  it('stores an anonymous token with its user agent, then refreshes it for the signed-in user', async () => {
    const token = fakeToken('device');
    const userId = await makeUser(handle.db);
    const limiter = createSaveTokenLimiter();
    await saveFcmToken(handle.db, { token, userId: null, userAgent: 'Firefox', clientKey: 'a' }, limiter);
    const [first] = await rows();
    if (!first) throw new Error('no row');
    expect(first).toMatchObject({ token, userId: null, userAgent: 'Firefox' });

    await saveFcmToken(handle.db, { token, userId, userAgent: 'Chrome', clientKey: 'a' }, limiter);
    const [second] = await rows();
    if (!second) throw new Error('no row');
    expect(second).toMatchObject({ token, userId, userAgent: 'Chrome' });
    expect(second.lastSeenAt.getTime()).toBeGreaterThanOrEqual(first.lastSeenAt.getTime());
    expect(await rows()).toHaveLength(1);
  });

  it('forgets the user when the same device posts its token signed out', async () => {
    const userId = await makeUser(handle.db);
    const token = await makeToken(handle.db, userId);
    await saveFcmToken(handle.db, { token, userId: null, userAgent: null, clientKey: 'b' }, createSaveTokenLimiter());
    expect(await tokensOfUsers(handle.db, [userId])).toEqual([]);
  });

  it('refuses a client that saves too often with RATE_LIMITED and a retry-after', async () => {
    const limiter = createSaveTokenLimiter(2, 60);
    const save = () => saveFcmToken(handle.db, { token: fakeToken('x'), userId: null, userAgent: '', clientKey: 'flood' }, limiter);
    await save();
    await save();
    await expect(save()).rejects.toMatchObject({ code: 'RATE_LIMITED', headers: { 'retry-after': expect.stringMatching(/^\d+$/) } });
    // another client is not affected
    await saveFcmToken(handle.db, { token: fakeToken('y'), userId: null, userAgent: '', clientKey: 'other' }, limiter);
    expect(await rows()).toHaveLength(3);
  });
});

describe('token housekeeping', () => {
  it(`keeps only the ${MAX_TOKENS_PER_USER} most recent tokens of a user`, async () => {
    const userId = await makeUser(handle.db);
    const tokens: string[] = [];
    for (let i = 0; i < MAX_TOKENS_PER_USER + 2; i++) tokens.push(await makeToken(handle.db, userId, `t${i}`, new Date(Date.UTC(2026, 0, 1, 0, i))));
    const kept = await tokensOfUsers(handle.db, [userId]);
    expect(kept.sort()).toEqual(tokens.slice(2).sort());
  });

  it('pages through all tokens and prunes those not seen since a date', async () => {
    const old = await makeToken(handle.db, null, 'old', new Date('2025-01-01T00:00:00Z'));
    const recent = await makeToken(handle.db, null, 'new', new Date());
    const first = await tokensPage(handle.db, null, 1);
    const second = await tokensPage(handle.db, first[0] ?? null, 1);
    expect([...first, ...second].sort()).toEqual([old, recent].sort());
    expect(await tokensPage(handle.db, second[0] ?? null, 1)).toEqual([]);
    expect(await pruneStaleTokens(handle.db, new Date('2025-06-01T00:00:00Z'))).toBe(1);
    expect((await rows()).map((r) => r.token)).toEqual([recent]);
  });
});
