import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { actWithFiles, insertUser, orderJob, pngFile, tempStorage } from '#test-support/factories/jobs.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import type { Storage } from '#/server/storage/storage.ts';
import type { Viewer } from './access.ts';
import { getJobDetail } from './detail.ts';
import { findJob } from './orders.ts';
import { listJobs } from './queries.ts';
import { openJobFile, postMessage } from './thread.ts';
import { act } from './workflow.ts';

const ALL = { filter: 'all' as const, q: '' };

describe(`who sees and acts on which custom job, on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  let storage: Storage;
  let alice: Viewer, bob: Viewer, admin: Viewer, artistA: Viewer, artistB: Viewer;
  let aliceJob: string, bobJob: string;
  beforeEach(async () => {
    handle = await createTestDb();
    storage = tempStorage();
    const db = handle.db;
    [alice, bob, admin, artistA, artistB] = [
      await insertUser(db, 'user'), await insertUser(db, 'user'), await insertUser(db, 'admin'),
      await insertUser(db, 'contributor'), await insertUser(db, 'contributor'),
    ];
    aliceJob = (await orderJob(db, storage, alice, { title: 'Alice the alpaca' })).id;
    bobJob = (await orderJob(db, storage, bob, { title: 'Bob the badger' })).id;
    for (const [id, artist] of [[aliceJob, artistA], [bobJob, artistB]] as const) {
      await act(db, admin, id, 'approve');
      await act(db, admin, id, 'allocate', { artistId: artist.id });
      await act(db, artist, id, 'start');
    }
  });
  afterEach(async () => handle.close());

  it('a customer lists, opens and downloads only their own jobs and files', async () => {
    const db = handle.db;
    expect((await listJobs(db, alice, 'customer', ALL)).map((j) => j.title)).toEqual(['Alice the alpaca']);
    await expect(getJobDetail(db, alice, bobJob)).rejects.toMatchObject({ status: 404 });
    const bobReference = (await getJobDetail(db, bob, bobJob)).references[0]!;
    await expect(openJobFile(db, storage, alice, bobReference.id)).rejects.toMatchObject({ status: 404 });
    const own = await openJobFile(db, storage, bob, bobReference.id);
    expect(own.contentType).toBe('image/png');
    own.body.destroy();
    await expect(postMessage(db, alice, bobJob, 'hello')).rejects.toMatchObject({ status: 404 });
    await expect(listJobs(db, alice, 'admin', ALL)).rejects.toMatchObject({ status: 403 });
  });

  it('a contributor sees only the jobs allocated to them and cannot act on another artist’s job', async () => {
    const db = handle.db;
    expect((await listJobs(db, artistA, 'contributor', ALL)).map((j) => j.title)).toEqual(['Alice the alpaca']);
    await expect(getJobDetail(db, artistA, bobJob)).rejects.toMatchObject({ status: 404 });
    const before = await findJob(db, bobJob);
    await expect(actWithFiles(db, storage, artistA, bobJob, 'deliver', 'mine now', [pngFile()])).rejects.toMatchObject({ status: 404 });
    expect(await findJob(db, bobJob)).toEqual(before);
    const bobReference = (await getJobDetail(db, bob, bobJob)).references[0]!;
    await expect(openJobFile(db, storage, artistA, bobReference.id)).rejects.toMatchObject({ status: 404 });
  });

  it('after re-allocation the former artist loses the job and the new one gets it', async () => {
    const db = handle.db;
    await act(db, admin, aliceJob, 'allocate', { artistId: artistB.id });
    expect(await listJobs(db, artistA, 'contributor', ALL)).toEqual([]);
    await expect(actWithFiles(db, storage, artistA, aliceJob, 'deliver', '', [pngFile()])).rejects.toMatchObject({ status: 404 });
    expect((await actWithFiles(db, storage, artistB, aliceJob, 'deliver', '', [pngFile()])).status).toBe('IN_REVIEW');
  });

  it('the artist of a job cannot accept it in the customer’s place (403)', async () => {
    const db = handle.db;
    await actWithFiles(db, storage, artistA, aliceJob, 'deliver', '', [pngFile()]);
    await expect(act(db, artistA, aliceJob, 'accept')).rejects.toMatchObject({ status: 403 });
    await expect(act(db, bob, aliceJob, 'accept')).rejects.toMatchObject({ status: 404 });
  });

  it('admin filters and search: Not Allocated, In Review, Completed, by title or number', async () => {
    const db = handle.db;
    const fresh = await orderJob(db, storage, bob, { title: 'Unallocated unicorn' });
    await actWithFiles(db, storage, artistA, aliceJob, 'deliver', '', [pngFile()]);
    const titles = async (filter: 'all' | 'unallocated' | 'in_review' | 'completed', q = '') =>
      (await listJobs(db, admin, 'admin', { filter, q })).map((j) => j.title);
    expect(await titles('unallocated')).toEqual(['Unallocated unicorn']);
    expect(await titles('in_review')).toEqual(['Alice the alpaca']);
    expect(await titles('completed')).toEqual([]);
    expect(await titles('all', 'badger')).toEqual(['Bob the badger']);
    expect(await titles('all', `#${fresh.number}`)).toEqual(['Unallocated unicorn']);
    // The number as the receipt prints it finds the same order.
    expect(await titles('all', `TM-${String(fresh.number).padStart(6, '0')}`)).toEqual(['Unallocated unicorn']);
    expect((await titles('all')).length).toBe(3);
  });
});
