import { config } from '#/server/config/config.ts';
import { openDatabase, type DatabaseHandle } from './open.ts';

let handle: Promise<DatabaseHandle> | undefined;
/** Named, not imported: only the embedded database's thread loads it. */
const TRANSACTIONS_MODULE = '#/server/settlement/thread-transactions.ts';

/** The server's database connection, opened on first use (start-up work lives in src/server/boot.ts). */
export function getDatabase(): Promise<DatabaseHandle> {
  handle ??= openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir, transactionsModule: TRANSACTIONS_MODULE }).catch((error) => {
    handle = undefined;
    throw error;
  });
  return handle;
}

export async function getDb() {
  return (await getDatabase()).db;
}
