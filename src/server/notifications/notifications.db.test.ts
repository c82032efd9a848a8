import { describe, expect, it } from 'vitest';
import { makeToken, makeUser } from '#test-support/push-factories.ts';
import { usePushTestbed } from '#test-support/push-testbed.ts';
import { pushTokens } from '#/server/db/schema.ts';
import { MemoryPushSender } from '#/server/push/sender.ts';
import { announce, notifyUsers } from './index.ts';

const bed = usePushTestbed();

const storedTokens = async () => (await bed.db.select().from(pushTokens)).map((r) => r.token).sort();

describe('notifyUsers through firebase-admin and a loopback FCM', () => {
  it("reaches every device of the given users only, and deletes tokens FCM reports unregistered", async () => {
    const alice = await makeUser(bed.db);
    const bob = await makeUser(bed.db);
    const aliceLaptop = await makeToken(bed.db, alice, 'alice-laptop');
    const alicePhone = await makeToken(bed.db, alice, 'alice-phone');
    const bobs = await makeToken(bed.db, bob, 'bob');
    const anonymous = await makeToken(bed.db, null, 'anon');
    bed.fcm.unregistered.add(alicePhone);

    const result = await notifyUsers(bed.db, [alice, alice], { title: 'Job approved', body: 'Your character is being drawn.', link: '/account/jobs/1' }, bed.firebase);

    expect(result).toEqual({ devices: 2, sent: 1, failed: 0, removed: 1 });
    expect(bed.fcm.calls.map((c) => c.token).sort()).toEqual([aliceLaptop, alicePhone].sort());
    expect(bed.fcm.calls[0]!.message).toMatchObject({ notification: { title: 'Job approved', body: 'Your character is being drawn.' } });
    expect(await storedTokens()).toEqual([aliceLaptop, bobs, anonymous].sort());
  });

  it('does nothing for users without devices', async () => {
    const carol = await makeUser(bed.db);
    expect(await notifyUsers(bed.db, [carol], { title: 'x', body: 'y' }, bed.firebase)).toEqual({ devices: 0, sent: 0, failed: 0, removed: 0 });
    expect(bed.fcm.calls).toHaveLength(0);
  });
});

describe('announce', () => {
  it('goes to every device, signed in or anonymous, and cleans up dead ones', async () => {
    const dave = await makeUser(bed.db);
    const kept = [await makeToken(bed.db, dave, 'dave'), await makeToken(bed.db, null, 'anon1')];
    const gone = await makeToken(bed.db, null, 'anon2');
    bed.fcm.unregistered.add(gone);
    const result = await announce(bed.db, { title: 'New pack', body: 'Fifty new farm animals.' }, bed.firebase);
    expect(result).toEqual({ devices: 3, sent: 2, failed: 0, removed: 1 });
    expect(await storedTokens()).toEqual(kept.sort());
  });

  it('records the message with the in-memory sender used for local runs', async () => {
    const token = await makeToken(bed.db, null, 'local');
    const memory = new MemoryPushSender();
    await announce(bed.db, { title: 'Hello', body: 'Local run' }, memory);
    expect(memory.sent).toEqual([{ tokens: [token], message: { title: 'Hello', body: 'Local run' }, at: expect.any(Date) }]);
  });
});
