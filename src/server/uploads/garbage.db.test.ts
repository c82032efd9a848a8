import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCharacter, insertFile, tempStorage } from '#test-support/factories/catalogue.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { characters } from '#/server/db/schema.ts';
import { newKey } from '#/server/storage/storage.ts';
import { collectUploadGarbage, UPLOAD_GRACE_MS } from './garbage.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

const later = (ms: number) => new Date(Date.now() + ms);

describe('the sweep of files no record references', () => {
  it('removes a killed upload’s stored file after the grace period, not before, and keeps referenced files', async () => {
    const storage = tempStorage();
    const kept = await insertFile(handle.db, storage, (await insertCharacter(handle.db)).id);
    // A server killed after storing the file and before saving its record leaves exactly this.
    const orphan = newKey('characters', 'png');
    await storage.put(orphan, Readable.from([Buffer.from('half an upload')]), { contentType: 'image/png' });

    expect(await collectUploadGarbage(handle.db, storage)).toEqual([]);
    expect(await collectUploadGarbage(handle.db, storage, { now: later(UPLOAD_GRACE_MS + 60_000) })).toEqual([orphan]);
    expect(await storage.exists(orphan)).toBe(false);
    expect(await storage.exists(kept.storageKey)).toBe(true);
  });

  it('removes the files of a deleted character, its preview included', async () => {
    const storage = tempStorage();
    const preview = newKey('characters', 'png');
    await storage.put(preview, Readable.from([Buffer.from('preview')]), { contentType: 'image/png' });
    const character = await insertCharacter(handle.db, { previewKey: preview });
    const file = await insertFile(handle.db, storage, character.id);
    expect(await collectUploadGarbage(handle.db, storage, { now: later(UPLOAD_GRACE_MS + 60_000) })).toEqual([]);

    await handle.db.delete(characters).where(eq(characters.id, character.id));
    const removed = await collectUploadGarbage(handle.db, storage, { now: later(UPLOAD_GRACE_MS + 60_000) });
    expect(removed.sort()).toEqual([preview, file.storageKey].sort());
    expect(await storage.exists(file.storageKey)).toBe(false);
  });
});
