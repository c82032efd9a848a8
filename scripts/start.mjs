/**
 * `npm start`: builds the store when the build is missing, older than the sources or made for another
 * public address (SITE_URL is baked into prerendered pages: canonical links, og tags, structured data),
 * then runs the production server (which opens the database, applies migrations and, in demo mode,
 * seeds demo data and the demo accounts).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

try {
  process.loadEnvFile('.env');
} catch {
  // no .env file: the environment and the schema's defaults apply
}
const dist = process.env.TOONMART_DIST_DIR || 'dist';
const entry = path.join(dist, 'server/entry.mjs');
const sources = ['src', 'public', 'astro.config.ts', 'package.json'];
const wantedSite = new URL(process.env.SITE_URL || 'http://localhost:4321').href;

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

function builtSite() {
  try {
    return new URL(JSON.parse(fs.readFileSync(path.join(dist, 'build-settings.json'), 'utf8')).siteUrl).href;
  } catch {
    return null;
  }
}

function reasonToBuild() {
  const built = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
  if (!built) return 'Building the store (first start)…';
  if (built < Math.max(...sources.map(newest))) return 'Sources changed since the last build: building…';
  const site = builtSite();
  if (site !== wantedSite) return `SITE_URL changed (the build says ${site ?? 'nothing'}, SITE_URL is ${wantedSite}): building again so every page names ${wantedSite}…`;
  return null;
}

const reason = reasonToBuild();
if (reason) {
  console.log(reason);
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['server/index.mjs'], { stdio: 'inherit', env: { PORT: '4321', HOST: '0.0.0.0', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
