import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#/server/db/open.ts';

/** Liveness of the store and its database, for load balancers and the e2e server start. */
export async function checkHealth(database: DatabaseHandle) {
  await database.db.execute(sql`SELECT 1`);
  return { status: 'ok' as const, database: database.kind };
}
