import { afterEach, beforeEach } from 'vitest';
import { insertUser, tempStorage } from '#test-support/factories/jobs.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { Viewer } from '#/server/custom-orders/access.ts';
import type { Database, DatabaseHandle } from '#/server/db/open.ts';
import type { Storage } from '#/server/storage/storage.ts';

export type JobTestbed = { db: Database; storage: Storage; customer: Viewer; admin: Viewer; artist: Viewer };

/**
 * Registers, in the calling describe block, the hooks of a custom-job test: for each test a fresh
 * database, a temporary file store, and the three people a job passes between (a customer, an
 * admin and an artist, named `artistName` when a test reads the artist's name). The fields are
 * filled by the hooks, so read them inside tests.
 */
export function useJobTestbed(artistName?: string): JobTestbed {
  const bed = {} as JobTestbed;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDb();
    bed.db = handle.db;
    bed.storage = tempStorage();
    bed.customer = await insertUser(handle.db, 'user');
    bed.admin = await insertUser(handle.db, 'admin');
    bed.artist = await insertUser(handle.db, 'contributor', artistName);
  });
  afterEach(async () => handle.close());
  return bed;
}
