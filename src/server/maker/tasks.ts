import type { Database } from '#/server/db/open.ts';
import { mediaContext } from '#/server/media/context.ts';
import { prepareMedia } from '#/server/media/prepare.ts';
import { getStorage } from '#/server/storage/index.ts';
import { registerTask } from '#/server/tasks/runner.ts';
import { PREPARE_MAKER_FILES } from './fulfilment.ts';

/**
 * A bought design's files, drawn by the server from the design's JSON (its character's art) through
 * the media preparation every character goes through, on the job runner: beside, not behind, a
 * start-up preparation of the whole catalogue, so the buyer waits for their own files only.
 */
export async function prepareMakerFiles(db: Database, characterIds: string[]): Promise<void> {
  await prepareMedia(db, mediaContext(getStorage()), (line) => console.log(`[maker] ${line}`), characterIds);
}

/** The runner's task that draws a bought maker design's files; boot.ts registers it before the runner starts. */
export function registerMakerTasks(): void {
  registerTask(PREPARE_MAKER_FILES, async (db, payload) => {
    const ids = Array.isArray(payload.characterIds) ? payload.characterIds.filter((id): id is string => typeof id === 'string') : [];
    if (ids.length) await prepareMakerFiles(db, ids);
  });
}
