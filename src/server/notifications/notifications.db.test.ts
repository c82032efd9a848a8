import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFcmFake, type FcmFake } from '#test-support/fcm-fake.ts';
import { makeToken, makeUser } from '#test-support/push-factories.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { pushTokens } from '#/server/db/schema.ts';
import { FirebasePushSender } from '#/server/push/firebase-sender.ts';
import { MemoryPushSender } from '#/server/push/sender.ts';
import { announce, notifyUsers } from './index.ts';

let fcm: FcmFake;
let firebase: FirebasePushSender;
let handle: DatabaseHandle;

beforeAll(async () => {
  fcm = await startFcmFake('toonmart-test');
  firebase = new FirebasePushSender({ serviceAccount: fcm.serviceAccount, siteUrl: 'https://toonmart.test', httpAgent: fcm.agent, credential: fcm.credential });
});
afterAll(async () => {
  await firebase?.close();
  await fcm?.close();
});
beforeEach(async () => {
  handle = await createTestDb();
  fcm.calls.length = 0;
  fcm.unregistered.clear();
});
afterEach(async () => {
  await handle.close();
});

const storedTokens = async () => (await handle.db.select().from(pushTokens)).map((r) => r.token).sort();

describe('notifyUsers through firebase-admin and a loopback FCM', () => {
  it("reaches every device of the given users only, and deletes tokens FCM reports unregistered", async () => {
    const alice = await makeUser(handle.db);
    const bob = await makeUser(handle.db);
    const aliceLaptop = await makeToken(handle.db, alice, 'alice-laptop');
    const alicePhone = await makeToken(handle.db, alice, 'alice-phone');
    const bobs = await makeToken(handle.db, bob, 'bob');
    const anonymous = await makeToken(handle.db, null, 'anon');
    fcm.unregistered.add(alicePhone);

    const result = await notifyUsers(handle.db, [alice, alice], { title: 'Job approved', body: 'Your character is being drawn.', link: '/account/jobs/1' }, firebase);

    expect(result).toEqual({ devices: 2, sent: 1, failed: 0, removed: 1 });
    expect(fcm.calls.map((c) => c.token).sort()).toEqual([aliceLaptop, alicePhone].sort());
    expect(fcm.calls[0]!.message).toMatchObject({ notification: { title: 'Job approved', body: 'Your character is being drawn.' } });
    expect(await storedTokens()).toEqual([aliceLaptop, bobs, anonymous].sort());
  });

  it('does nothing for users without devices', async () => {
    const carol = await makeUser(handle.db);
    expect(await notifyUsers(handle.db, [carol], { title: 'x', body: 'y' }, firebase)).toEqual({ devices: 0, sent: 0, failed: 0, removed: 0 });
    expect(fcm.calls).toHaveLength(0);
  });
});

describe('announce', () => {
  it('goes to every device, signed in or anonymous, and cleans up dead ones', async () => {
    const dave = await makeUser(handle.db);
    const kept = [await makeToken(handle.db, dave, 'dave'), await makeToken(handle.db, null, 'anon1')];
    const gone = await makeToken(handle.db, null, 'anon2');
    fcm.unregistered.add(gone);
    const result = await announce(handle.db, { title: 'New pack', body: 'Fifty new farm animals.' }, firebase);
    expect(result).toEqual({ devices: 3, sent: 2, failed: 0, removed: 1 });
    expect(await storedTokens()).toEqual(kept.sort());
  });

  it('records the message with the in-memory sender used for local runs', async () => {
    const token = await makeToken(handle.db, null, 'local');
    const memory = new MemoryPushSender();
    await announce(handle.db, { title: 'Hello', body: 'Local run' }, memory);
    expect(memory.sent).toEqual([{ tokens: [token], message: { title: 'Hello', body: 'Local run' }, at: expect.any(Date) }]);
  });
});
