import { eq, inArray } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { storedFiles } from '#/server/db/schema.ts';
import type { Storage } from '#/server/storage/storage.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { discardUploads, receivedFiles, receiveUploads, type ReceivedForm, type UploadSpec } from './receive.ts';
import { ruleFor } from './rules.ts';

/**
 * Receives a form's files, records them in stored_files (kind, visibility, who)
 * and runs `save`. When `save` throws, the rows and the stored files go away.
 */
export async function saveWithUploads<T>(
  db: Database,
  storage: Storage,
  request: Request,
  spec: UploadSpec,
  actor: Pick<Actor, 'id'>,
  save: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  const form = await receiveUploads(request, storage, spec);
  const entries = receivedFiles(form);
  try {
    if (entries.length) {
      await db.insert(storedFiles).values(
        entries.map((file) => ({
          key: file.key,
          kind: file.kind,
          private: ruleFor(file.kind).private,
          name: file.name,
          size: file.size,
          contentType: file.contentType,
          width: file.width ?? null,
          height: file.height ?? null,
          uploadedBy: actor.id,
        })),
      );
    }
    return await save(form);
  } catch (error) {
    const keys = entries.map((file) => file.key);
    if (keys.length) await db.delete(storedFiles).where(inArray(storedFiles.key, keys)).catch(() => {});
    await discardUploads(storage, form);
    throw error;
  }
}

/** Removes files no longer referenced (after a replace or a delete); a failure here only leaves an orphan. */
export async function removeFiles(db: Database, storage: Storage, keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    await db.delete(storedFiles).where(eq(storedFiles.key, key)).catch(() => {});
    await storage.delete(key).catch(() => {});
  }
}

/** Only files recorded as public are served by the public file route. */
export async function isPublicFile(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ private: storedFiles.private }).from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
  return row ? !row.private : false;
}
