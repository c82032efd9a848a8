import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/open.ts';

/** Runs raw SQL on either driver (both answer `{ rows }`). Used where drizzle's builder cannot say it (full text, trigrams). */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
