import { sql } from 'drizzle-orm';
import type { Database } from '../db/open.ts';

/**
 * Ends every session of a user. The sessions table belongs to the accounts
 * feature; until it lands this deletes from it only when it exists.
 */
export async function endSessions(db: Database, userId: string): Promise<void> {
  const result = (await db.execute(sql`SELECT to_regclass('public.sessions') IS NOT NULL AS ok`)) as unknown as { rows: { ok: boolean }[] };
  if (result.rows[0]?.ok) await db.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
}
