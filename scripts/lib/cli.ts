import path from 'node:path';
import { EnvError } from '#/lib/env-validate.ts';
import { parseEnv } from '#/server/config/env.ts';
import { openDatabase, type DatabaseHandle } from '#/server/db/open.ts';
import type { StorageSettings } from '#/server/storage/create.ts';

/** Command-line scripts read the same environment schema as the server (src/env-schema.ts). */
export function cliConfig() {
  try {
    process.loadEnvFile('.env');
  } catch {
    // no .env: defaults apply
  }
  try {
    const env = parseEnv(process.env);
    const dataDir = path.resolve(env.DATA_DIR ?? './data');
    const storage: StorageSettings = {
      driver: env.STORAGE_DRIVER === 's3' ? 's3' : 'local',
      dataDir,
      s3: { endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, region: env.S3_REGION ?? 'us-east-1', accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    };
    return {
      databaseUrl: env.DATABASE_URL,
      pgliteDir: path.resolve(env.PGLITE_DIR ?? path.join(dataDir, 'pglite')),
      dataDir,
      storage,
    };
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export async function openCliDatabase(): Promise<DatabaseHandle> {
  const config = cliConfig();
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir });
}

/** Runs a script body and reports a failure as one clear line and exit code 1. */
export async function run(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
