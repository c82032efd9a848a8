/**
 * The store as the e2e tests see it: the built server on a fresh embedded
 * database with demo data, in .tmp/e2e (wiped at each start).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '4399';
const oidcPort = process.env.E2E_OIDC_PORT ?? String(Number(port) + 1000);
const githubPort = String(Number(port) + 2000);
const dataDir = path.resolve('.tmp/e2e');
if (!fs.existsSync('dist/server/entry.mjs')) {
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, ['server/index.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    SITE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DEMO_MODE: 'on',
    DATABASE_URL: '',
    E2E: '1',
    // The store as behind a local proxy: a spec may say where its browser is with X-Forwarded-For (VAT evidence,
    // tests/e2e/invoices-tax.spec.ts); requests without the header keep the socket's 127.0.0.1.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // The specs register dozens of accounts from 127.0.0.1; the registration throttle itself is tested in src/server/auth.
    REGISTRATIONS_PER_HOUR: '1000',
    // Derived media (galleries, PNGs, videos) survive the wiped data dir: made once per checkout, not per run.
    MEDIA_CACHE_DIR: path.resolve('.tmp/media-cache'),
    // Google sign-in against the loopback OpenID Connect server that tests/e2e/accounts-social.spec.ts starts.
    GOOGLE_CLIENT_ID: 'toonmart-e2e',
    GOOGLE_CLIENT_SECRET: 'toonmart-e2e-secret',
    GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
    // GitHub sign-in against the loopback fake that tests/e2e/security-github.spec.ts starts.
    GITHUB_CLIENT_ID: 'toonmart-e2e-github',
    GITHUB_CLIENT_SECRET: 'toonmart-e2e-github-secret',
    GITHUB_URL: `http://127.0.0.1:${githubPort}`,
    GITHUB_API_URL: `http://127.0.0.1:${githubPort}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
