import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFcmFake, type FcmFake } from '#test-support/fcm-fake.ts';
import { FirebasePushSender } from './firebase-sender.ts';

let fcm: FcmFake;
let sender: FirebasePushSender;

beforeAll(async () => {
  fcm = await startFcmFake('toonmart-test');
  sender = new FirebasePushSender({ serviceAccount: fcm.serviceAccount, siteUrl: 'https://toonmart.test', httpAgent: fcm.agent, credential: fcm.credential });
});

afterAll(async () => {
  await sender?.close();
  await fcm?.close();
});

describe('FirebasePushSender (real firebase-admin, loopback FCM)', () => {
  it('sends one FCM v1 message per token with the notification, authorised by the credential token', async () => {
    const result = await sender.send(['token-aaaaaaaaaaaaaaaaaaaa', 'token-bbbbbbbbbbbbbbbbbbbb'], {
      title: 'Your job is in review',
      body: 'Have a look at the first sketch.',
      link: '/account/jobs/7',
    });
    expect(result).toEqual({ sent: 2, failed: 0, invalidTokens: [] });
    expect(fcm.calls.map((c) => c.token).sort()).toEqual(['token-aaaaaaaaaaaaaaaaaaaa', 'token-bbbbbbbbbbbbbbbbbbbb']);
    const call = fcm.calls[0]!;
    expect(call.projectId).toBe('toonmart-test');
    expect(call.authorization).toBe('Bearer fake-access-token');
    expect(call.message).toMatchObject({
      notification: { title: 'Your job is in review', body: 'Have a look at the first sketch.' },
      webpush: { fcmOptions: { link: 'https://toonmart.test/account/jobs/7' } },
    });
  });

  it('reports tokens FCM says are unregistered, and counts them neither sent nor failed', async () => {
    fcm.unregistered.add('token-gone-gone-gone-gone');
    const result = await sender.send(['token-gone-gone-gone-gone', 'token-cccccccccccccccccccc'], { title: 'Hello', body: 'World' });
    expect(result).toEqual({ sent: 1, failed: 0, invalidTokens: ['token-gone-gone-gone-gone'] });
  });
});
