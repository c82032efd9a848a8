import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './open.ts';

/** The single row an INSERT or UPDATE … RETURNING, or a locked select of a known id, gave back (its absence is a bug, not a user error). */
export function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Expected one row, got none');
  return row;
}

/** Runs raw SQL on either driver (both answer `{ rows }`). Used where drizzle's builder cannot say it (full text, trigrams). */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
