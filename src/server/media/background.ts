import type { Database } from '#/server/db/open.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { mediaContext } from './context.ts';
import { prepareMedia } from './prepare.ts';

let running: Promise<void> | undefined;

/**
 * Starts `prepareMedia` without waiting for it, once at a time per process: the store answers
 * requests meanwhile and pages show what is still being prepared. A later call (an upload, say)
 * while a run is going waits for that run and starts another, so nothing is missed; `characterIds`
 * limits a run to those characters.
 */
export function startMediaPreparation(db: Database, storage: Storage, options: { characterIds?: string[]; log?: (line: string) => void } = {}): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const previous = running ?? Promise.resolve();
  const next = previous
    .then(() => prepareMedia(db, mediaContext(storage), log, options.characterIds))
    .catch((error: Error) => log(`preparation stopped: ${error.message}`))
    .finally(() => {
      if (running === next) running = undefined;
    });
  running = next;
  return next;
}
