import path from 'node:path';
import { config } from '../config.ts';
import { localStorage } from './local.ts';
import type { Storage } from './storage.ts';

let storage: Storage | undefined;

/** The server's storage (local disk under DATA_DIR/storage unless STORAGE_DRIVER=s3). */
export function getStorage(): Storage {
  storage ??= localStorage(path.join(config.dataDir, 'storage'));
  return storage;
}
