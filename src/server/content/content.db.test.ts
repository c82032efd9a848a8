import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { tempStorage } from '#test-support/factories/jobs.ts';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { one } from '#/server/db/rows.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { storedFiles, users } from '#/server/db/schema.ts';
import { adminSeeder } from '#/server/seed/admin.ts';
import { localStorage } from '#/server/storage/local.ts';
import { newKey } from '#/server/storage/storage.ts';
import { publicFile } from '#/server/uploads/serve.ts';
import { listCustomizeLevels } from './customize-levels.ts';
import { createTutorial, publishedTutorial, publishedTutorials, updateTutorial } from './tutorials.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function admin(db: DatabaseHandle['db']): Promise<Actor> {
  const row = one(await db.insert(users).values({ email: 'boss@toonmart.test', role: 'admin' }).returning());
  return { id: row.id, email: row.email, role: row.role };
}

async function file(db: DatabaseHandle['db'], key: string, isPrivate = false) {
  await db.insert(storedFiles).values({ key, kind: 'test', private: isPrivate, size: 1, contentType: 'image/png' });
  return key;
}

const tutorial = { title: 'Lip-sync basics', slug: 'lip-sync-basics', summary: '', body: 'Text', level: 'beginner' as const, published: true };

describe(`content on ${testDatabaseKind}`, () => {
  it('seeds the three customize levels of the product facts, once', async () => {
    handle = await createTestDb();
    await adminSeeder.run(handle.db, () => {}, tempStorage());
    await adminSeeder.run(handle.db, () => {}, tempStorage());
    const levels = await listCustomizeLevels(handle.db);
    expect(levels.map((l) => [l.name, l.priceCents, l.turnaroundDays, l.correctionRounds])).toEqual([
      ['Essential', 14_900, 5, 2],
      ['Professional', 34_900, 8, 3],
      ['Animated', 89_900, 15, 3],
    ]);
  });

  it('publishes a tutorial, refuses a taken slug, and reports the files an update replaced', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const actor = await admin(db);
    const video = await file(db, newKey('tutorials', 'mp4'));
    const thumb = await file(db, newKey('tutorials', 'png'));
    const row = await createTutorial(db, actor, tutorial, { videoKey: video, thumbnailKey: thumb });
    expect((await publishedTutorials(db)).map((t) => t.slug)).toEqual(['lip-sync-basics']);
    await expect(createTutorial(db, actor, tutorial, { videoKey: video, thumbnailKey: thumb })).rejects.toThrow('/tutorials/lip-sync-basics');
    const newThumb = await file(db, newKey('tutorials', 'png'));
    const { replaced } = await updateTutorial(db, actor, row.id, { ...tutorial, published: false }, { thumbnailKey: newThumb });
    expect(replaced).toEqual([thumb]);
    expect(await publishedTutorial(db, 'lip-sync-basics')).toBeNull();
  });

  it('serves public files with nosniff and hides private and unrecorded character files', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const storage = localStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-serve-')));
    const put = async (key: string) => (await storage.put(key, Readable.from(['x']), { contentType: 'image/png' }), key);
    const preview = await file(db, await put(newKey('characters', 'png')));
    const source = await file(db, await put(newKey('characters', 'eps')), true);
    const unrecorded = await put(newKey('characters', 'png'));
    const job = await put(newKey('customize-job-work', 'png'));
    const response = await publicFile(db, storage, preview);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    const ranged = await publicFile(db, storage, preview, 'bytes=0-0');
    expect([ranged.status, ranged.headers.get('content-range'), await ranged.text()]).toEqual([206, 'bytes 0-0/1', 'x']);
    expect((await publicFile(db, storage, preview, 'bytes=5-')).status).toBe(416);
    for (const key of [source, unrecorded, job, 'characters/../../etc/passwd']) {
      await expect(publicFile(db, storage, key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
