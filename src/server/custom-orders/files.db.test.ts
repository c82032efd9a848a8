import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { insertUser, orderJob, pdfFile, pngFile } from '#test-support/factories/jobs.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { customJobs } from '#/server/db/schema/jobs.ts';
import { storedFiles } from '#/server/db/schema.ts';
import { localStorage } from '#/server/storage/local.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { REFERENCE_MAX_BYTES } from './files.ts';

describe(`order references on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  let storage: Storage;
  let root: string;
  beforeEach(async () => {
    handle = await createTestDb();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-jobs-'));
    storage = localStorage(root);
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

  it('records references as private job-reference files, and refuses a GIF (not a reference format)', async () => {
    const customer = await insertUser(handle.db);
    const job = await orderJob(handle.db, storage, customer, {}, [pngFile(), pdfFile()]);
    const rows = await handle.db.select().from(storedFiles);
    expect(rows.map((r) => [r.kind, r.private, r.uploadedBy, r.contentType]).sort()).toEqual([
      ['job-reference', true, customer.id, 'application/pdf'],
      ['job-reference', true, customer.id, 'image/png'],
    ]);
    expect(rows.every((r) => r.key.startsWith('customize-job-reference/'))).toBe(true);
    const gif = new File([Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')], 'wave.gif');
    const error = await orderJob(handle.db, storage, customer, {}, [gif]).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 415, message: expect.stringContaining('"wave.gif" is not a PNG, JPEG, WebP or PDF file') });
    expect(await handle.db.select().from(customJobs)).toHaveLength(1);
    expect((await handle.db.select().from(storedFiles)).map((r) => r.key).sort()).toEqual(rows.map((r) => r.key).sort());
    expect(job.status).toBe('PENDING');
  });

  it('a refused order (unknown level) leaves no reference stored and no stored_files row', async () => {
    const customer = await insertUser(handle.db);
    await expect(orderJob(handle.db, storage, customer, { levelId: 'gold' }, [pngFile()])).rejects.toMatchObject({ status: 400 });
    expect(await handle.db.select().from(storedFiles)).toEqual([]);
    expect(fs.readdirSync(root, { recursive: true }).filter((f) => fs.statSync(path.join(root, String(f))).isFile())).toEqual([]);
  });

  it('an unknown level is refused', async () => {
    const customer = await insertUser(handle.db);
    await expect(orderJob(handle.db, storage, customer, { levelId: 'gold' })).rejects.toMatchObject({ status: 400 });
  });
});
