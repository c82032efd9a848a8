import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startFcmFake, type FcmFake } from '#test-support/fcm-fake.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { Database, DatabaseHandle } from '#/server/db/open.ts';
import { FirebasePushSender } from '#/server/push/firebase-sender.ts';

export type PushTestbed = { fcm: FcmFake; firebase: FirebasePushSender; db: Database };

/**
 * Registers, in the calling test file, the hooks of a push test: one loopback FCM fake and a
 * real FirebasePushSender aimed at it for the whole file, a fresh database for each test, and
 * the fake's calls and unregistered tokens forgotten between tests. The fields are filled by the
 * hooks, so read them inside tests, not at the top of the file.
 */
export function usePushTestbed(): PushTestbed {
  const bed = {} as PushTestbed;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    bed.fcm = await startFcmFake('toonmart-test');
    bed.firebase = new FirebasePushSender({
      serviceAccount: bed.fcm.serviceAccount, siteUrl: 'https://toonmart.test', httpAgent: bed.fcm.agent, credential: bed.fcm.credential,
    });
  });
  afterAll(async () => {
    await bed.firebase?.close();
    await bed.fcm?.close();
  });
  beforeEach(async () => {
    handle = await createTestDb();
    bed.db = handle.db;
    bed.fcm.calls.length = 0;
    bed.fcm.unregistered.clear();
  });
  afterEach(async () => handle.close());
  return bed;
}
