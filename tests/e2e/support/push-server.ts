import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A second store for the push specs, started from the same build with fake Firebase web
 * config in its environment: the config is read at run time (/api/push/config), so no
 * separate build is needed. The usual e2e server runs without Firebase config (push off).
 */
export const pushPort = Number(process.env.E2E_PORT ?? 4399) + 5;
export const pushBaseURL = `http://localhost:${pushPort}`;
export const fakeFirebase = {
  PUBLIC_FIREBASE_API_KEY: 'AIzaSyFakeKeyForToonmartE2eTests000000',
  PUBLIC_FIREBASE_PROJECT_ID: 'toonmart-e2e',
  PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
  PUBLIC_FIREBASE_SENDER_ID: '123456789012',
  // A real P-256 public key: Firebase turns it into the push subscription's applicationServerKey.
  PUBLIC_FIREBASE_VAPID_KEY: createECDH('prime256v1').generateKeys().toString('base64url'),
};

/**
 * Starts the push store and returns it at once with `ready` (its health answering): the caller
 * holds the process even if the wait times out, so it is always stopped. Each start gets its own
 * data folder, so a previous run still shutting down never collides with it.
 */
export function startPushServer(): { child: ChildProcess; ready: Promise<void> } {
  const dataDir = path.resolve(`.tmp/e2e-push-${process.pid}-${Date.now()}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['server/index.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      ...fakeFirebase,
      PORT: String(pushPort),
      HOST: '127.0.0.1',
      SITE_URL: pushBaseURL,
      DATA_DIR: dataDir,
      DEMO_MODE: 'on',
      DATABASE_URL: '',
      FIREBASE_SERVICE_ACCOUNT: '',
      E2E: '1',
    },
  });
  child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }));
  return { child, ready: waitHealthy(child) };
}

/** Up to three minutes: on a busy CI machine the second store boots beside the main one. */
async function waitHealthy(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`push e2e server exited with ${child.exitCode} (port ${pushPort} busy?)`);
    if (await fetch(`${pushBaseURL}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('push e2e server did not start within 180 s');
}
