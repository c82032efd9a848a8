import { randomUUID } from 'node:crypto';
import type { Database } from '#/server/db/open.ts';
import type { TaskRow } from '#/server/db/schema.ts';
import { claim, complete, enqueue, fail } from './queue.ts';

/**
 * The store's one job runner. Register a handler per kind (`registerTask`), add work with
 * `enqueue(db, kind, payload, { runAt, key })`; the server process runs due tasks under a
 * lease, retries a throwing handler with backoff, and re-schedules recurring kinds.
 * A handler must be safe to run twice (a worker killed after the work, before `complete`).
 */
export type TaskHandler = (db: Database, payload: Record<string, unknown>, task: TaskRow) => Promise<void>;
export type TaskKind = { handler: TaskHandler; everyMs?: number };

const registry = new Map<string, TaskKind>();

/** Registers the handler of a kind; `everyMs` makes it recurring (one pending run at a time). */
export function registerTask(kind: string, handler: TaskHandler, options: { everyMs?: number } = {}): void {
  registry.set(kind, { handler, everyMs: options.everyMs });
}

export type RunnerOptions = { kinds?: Map<string, TaskKind>; worker?: string; leaseMs?: number; pollMs?: number; log?: (line: string) => void };
export type Runner = { runDue(now?: Date): Promise<number>; start(): Promise<void>; stop(): Promise<void> };

export function createRunner(db: Database, options: RunnerOptions = {}): Runner {
  const kinds = options.kinds ?? registry;
  const worker = options.worker ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const log = options.log ?? ((line: string) => console.error(line));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function runOne(task: TaskRow, now: Date): Promise<void> {
    const kind = kinds.get(task.kind)!;
    try {
      await kind.handler(db, task.payload, task);
      await complete(db, task, now);
      if (kind.everyMs) await enqueue(db, task.kind, task.payload, { key: task.kind, runAt: new Date(now.getTime() + kind.everyMs) });
    } catch (error) {
      const outcome = await fail(db, task, error, now);
      log(`[tasks] ${task.kind} ${task.id} attempt ${task.attempts} failed (${outcome}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function runDue(now = new Date()): Promise<number> {
    let count = 0;
    for (let task = await claim(db, worker, [...kinds.keys()], leaseMs, now); task && !stopped; task = await claim(db, worker, [...kinds.keys()], leaseMs, now)) {
      await runOne(task, now);
      count++;
    }
    return count;
  }

  const tick = () => {
    running = runDue().catch((error: unknown) => (log(`[tasks] poll failed: ${String(error)}`), 0));
    void running.finally(() => {
      if (!stopped) timer = setTimeout(tick, options.pollMs ?? 5_000).unref();
    });
  };

  return {
    runDue,
    async start() {
      for (const [kind, { everyMs }] of kinds) if (everyMs) await enqueue(db, kind, {}, { key: kind });
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
