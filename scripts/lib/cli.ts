import path from 'node:path';
import { envSchema } from '../../src/env-schema.ts';
import { EnvError, validateEnv } from '../../src/lib/env-validate.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/open.ts';

/** Command-line scripts read the same environment schema as the server (src/env-schema.ts). */
export function cliConfig() {
  try {
    process.loadEnvFile('.env');
  } catch {
    // no .env: defaults apply
  }
  try {
    const env = validateEnv(envSchema, process.env) as Record<string, string | undefined>;
    const dataDir = path.resolve(env.DATA_DIR ?? './data');
    return {
      databaseUrl: env.DATABASE_URL,
      pgliteDir: path.resolve(env.PGLITE_DIR ?? path.join(dataDir, 'pglite')),
      dataDir,
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
