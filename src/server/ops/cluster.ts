import cluster, { type Worker } from 'node:cluster';

/**
 * `WEB_CONCURRENCY=N npm start`: N app processes sharing one port (node:cluster). The first worker
 * opens the database alone (migrations, demo data) before the others start, a worker that dies is
 * replaced, and SIGTERM lets every worker finish its requests. Only on PostgreSQL: the embedded
 * database belongs to one process.
 */
export function clusterRefusal(workers: number, databaseUrl: string | undefined): string | null {
  if (!Number.isInteger(workers) || workers < 1) return `WEB_CONCURRENCY must be a whole number of at least 1 (got "${workers}").`;
  if (workers > 1 && !databaseUrl) {
    return 'WEB_CONCURRENCY > 1 needs PostgreSQL: the embedded database (PGlite) can be opened by one process only. Set DATABASE_URL, or run one process.';
  }
  return null;
}

export type WorkerMessage = { type: 'ready' };

function fork(): Promise<Worker> {
  const worker = cluster.fork();
  return new Promise((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => message?.type === 'ready' && resolve(worker));
    worker.once('exit', (code) => reject(new Error(`a worker exited with ${code} before it was ready`)));
  });
}

export async function superviseWorkers(count: number, onReady: () => void): Promise<void> {
  let stopping = false;
  await fork();
  await Promise.all(Array.from({ length: count - 1 }, () => fork()));
  onReady();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || worker.exitedAfterDisconnect) return;
    console.error(`[cluster] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork().catch((error: Error) => console.error('[cluster]', error.message));
  });
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      const done = () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0);
      cluster.on('exit', done);
      done();
    });
  }
}

/** A worker tells the primary it is serving. */
export function announceReady(): void {
  process.send?.({ type: 'ready' } satisfies WorkerMessage);
}
