import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '../../../tests/setup/test-db.ts';
import { insertUser, orderJob, pngFile, tempStorage } from '../../../tests/setup/factories/jobs.ts';
import type { DatabaseHandle } from '../db/open.ts';
import { customJobs } from '../db/schema/jobs.ts';
import type { Storage } from '../storage/storage.ts';
import { REFERENCE_MAX_BYTES } from './files.ts';

describe(`order references on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  let storage: Storage;
  beforeEach(async () => {
    handle = await createTestDb();
    storage = tempStorage();
  });
  afterEach(async () => handle.close());

  it('refuses a reference over 10 MB (413) or that is not an image or PDF (415), and creates no job', async () => {
    const customer = await insertUser(handle.db);
    const big = new File([new Uint8Array(REFERENCE_MAX_BYTES + 1)], 'big.png');
    await expect(orderJob(handle.db, storage, customer, {}, [big])).rejects.toMatchObject({ status: 413 });
    const script = new File(['<svg onload="alert(1)"></svg>'], 'evil.png', { type: 'image/png' });
    await expect(orderJob(handle.db, storage, customer, {}, [pngFile(), script])).rejects.toMatchObject({ status: 415 });
    expect(await handle.db.select().from(customJobs)).toEqual([]);
  });

  it('an unknown level is refused', async () => {
    const customer = await insertUser(handle.db);
    await expect(orderJob(handle.db, storage, customer, { levelId: 'gold' })).rejects.toMatchObject({ status: 400 });
  });
});
