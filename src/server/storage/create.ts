import path from 'node:path';
import { localStorage } from './local.ts';
import { s3Client, s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/** What chooses and opens a storage: the server reads it from astro:env, scripts from process.env (same schema). */
export type StorageSettings = {
  driver: 'local' | 's3';
  dataDir: string;
  s3: { endpoint?: string; bucket?: string; region: string; accessKeyId?: string; secretAccessKey?: string };
};

/** Where local storage keeps its files, or null when files live in S3. */
export function localStorageRoot(settings: StorageSettings): string | null {
  return settings.driver === 's3' ? null : path.join(settings.dataDir, 'storage');
}

export function createStorage(settings: StorageSettings): Storage {
  if (settings.driver === 's3') {
    const { bucket } = settings.s3;
    if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET (and S3_ENDPOINT for a store other than AWS).');
    return s3Storage(s3Client({ ...settings.s3, bucket }), bucket);
  }
  return localStorage(localStorageRoot(settings)!);
}
