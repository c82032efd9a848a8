import * as env from 'astro:env/server';
import { config } from '#/server/config/config.ts';
import { createStorage, localStorageRoot as rootOf, type StorageSettings } from './create.ts';
import type { Storage } from './storage.ts';

const settings: StorageSettings = {
  driver: env.STORAGE_DRIVER,
  dataDir: config.dataDir,
  s3: { endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
};

let storage: Storage | undefined;

/** Where local storage keeps its files, or null when files live in S3. */
export function localStorageRoot(): string | null {
  return rootOf(settings);
}

/** The server's storage (local disk under DATA_DIR/storage unless STORAGE_DRIVER=s3). */
export function getStorage(): Storage {
  storage ??= createStorage(settings);
  return storage;
}
