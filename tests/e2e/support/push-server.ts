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

export async function startPushServer(): Promise<ChildProcess> {
  const dataDir = path.resolve('.tmp/e2e-push');
  fs.rmSync(dataDir, { recursive: true, force: true });
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
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`push e2e server exited with ${child.exitCode} (port ${pushPort} busy?)`);
    const ok = await fetch(`${pushBaseURL}/api/health`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('push e2e server did not start within 60 s');
}
