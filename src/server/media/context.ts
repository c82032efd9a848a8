import { env } from '#/server/config/env.ts';
import type { Storage } from '#/server/storage/storage.ts';
import type { MediaContext } from './derived.ts';

/**
 * The media context of this process. MEDIA_CACHE_DIR (optional, read from the process environment so
 * the seed script and the server agree) keeps derived files across fresh databases: the e2e store
 * starts empty each run and would otherwise encode every video again.
 */
export function mediaContext(storage: Storage): MediaContext {
  return { storage, cacheDir: env().MEDIA_CACHE_DIR ?? null };
}
