import path from 'node:path';
import * as env from 'astro:env/server';
import { config } from '../config.ts';
import { localStorage } from './local.ts';
import { s3Client, s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

let storage: Storage | undefined;

function create(): Storage {
  if (env.STORAGE_DRIVER === 's3') {
    if (!env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET (and S3_ENDPOINT for a store other than AWS).');
    const client = s3Client({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
    return s3Storage(client, env.S3_BUCKET);
  }
  return localStorage(localStorageRoot()!);
}

/** Where local storage keeps its files, or null when files live in S3. */
export function localStorageRoot(): string | null {
  return env.STORAGE_DRIVER === 's3' ? null : path.join(config.dataDir, 'storage');
}

/** The server's storage (local disk under DATA_DIR/storage unless STORAGE_DRIVER=s3). */
export function getStorage(): Storage {
  storage ??= create();
  return storage;
}
