import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#/server/db/open.ts';
import { rows } from '#/server/db/rows.ts';
import { tasks, type TaskRow } from '#/server/db/schema.ts';

/**
 * The task table's operations: enqueue, claim under a lease, complete, fail with backoff.
 * One SQL statement each, so several server processes can share the table: a claim takes
 * the row with FOR UPDATE SKIP LOCKED and a lease; a worker that dies lets the lease lapse.
 */
export type EnqueueOptions = { runAt?: Date; key?: string; maxAttempts?: number };

/** Adds a task (inside the caller's transaction if given one). With `key`, a pending task of that key is kept instead. */
export async function enqueue(db: DbOrTx, kind: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<void> {
  const values = { kind, payload, runAt: options.runAt ?? new Date(), dedupeKey: options.key ?? null, maxAttempts: options.maxAttempts ?? 10 };
  await db.insert(tasks).values(values).onConflictDoNothing({ target: tasks.dedupeKey, where: sql`done_at IS NULL AND failed_at IS NULL` });
}

/** Waits between attempts: 5 s, 10 s, 20 s … doubling, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Claims the oldest due task of the given kinds for `leaseMs`, counting the attempt; null when none is due. */
export async function claim(db: DbOrTx, worker: string, kinds: string[], leaseMs: number, now = new Date()): Promise<TaskRow | null> {
  if (!kinds.length) return null;
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`UPDATE tasks SET locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, locked_by = ${worker}, attempts = attempts + 1
        WHERE id = (SELECT id FROM tasks WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= ${now.toISOString()}::timestamptz
                      AND (locked_until IS NULL OR locked_until < ${now.toISOString()}::timestamptz) AND kind IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
                    ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  if (!row) return null;
  const [task] = await db.select().from(tasks).where(eq(tasks.id, String(row.id)));
  return task ?? null;
}

export async function complete(db: DbOrTx, task: TaskRow, now = new Date()): Promise<void> {
  await db.update(tasks).set({ doneAt: now, lockedUntil: null }).where(and(eq(tasks.id, task.id), eq(tasks.attempts, task.attempts)));
}

/** A failed attempt: run again after the backoff, or give up after `maxAttempts` (kept, with its error, for an admin to see). */
export async function fail(db: DbOrTx, task: TaskRow, error: unknown, now = new Date()): Promise<'retry' | 'failed'> {
  const message = error instanceof Error ? error.message : String(error);
  const giveUp = task.attempts >= task.maxAttempts;
  await db
    .update(tasks)
    .set(giveUp ? { failedAt: now, lockedUntil: null, lastError: message } : { runAt: new Date(now.getTime() + backoffMs(task.attempts)), lockedUntil: null, lastError: message })
    .where(and(eq(tasks.id, task.id), eq(tasks.attempts, task.attempts)));
  return giveUp ? 'failed' : 'retry';
}
