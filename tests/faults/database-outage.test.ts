import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivatePostgres } from './private-postgres.ts';
import { testPort } from '#test-support/ports.ts';

/** The database going away and coming back: 503 with a clear message meanwhile, recovery without a restart. */
const PG_PORT = testPort(54329);
const PORT = testPort(4397);
const base = `http://127.0.0.1:${PORT}`;

describe('database outage', () => {
  const pg = createPrivatePostgres(PG_PORT);
  let server: ChildProcess;

  beforeAll(async () => {
    pg.start();
    fs.rmSync('.tmp/fault-db', { recursive: true, force: true });
    server = spawn(process.execPath, ['server/index.mjs'], {
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', SITE_URL: `http://localhost:${PORT}`, DATABASE_URL: pg.url, DATA_DIR: '.tmp/fault-db', DEMO_MODE: 'on' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk) => String(chunk).includes('is ready') && resolve());
      server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  }, 120_000);

  afterAll(() => {
    server?.kill('SIGTERM');
    pg.destroy();
  });

  it('answers 503 with a clear message while PostgreSQL is down, then recovers', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    pg.stop();
    const down = await fetch(`${base}/api/health`);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBeTruthy();
    const body = (await down.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('DATABASE_UNAVAILABLE');
    expect(body.error.message).toMatch(/database/i);

    pg.start();
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      status = (await fetch(`${base}/api/health`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  }, 60_000);
});
