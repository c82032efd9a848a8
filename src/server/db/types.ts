import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The store's database through drizzle, on either driver (see open.ts). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Database.transaction`; domain functions that may run inside one take `DbOrTx`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;
