/**
 * `npm start`: builds the store when the build is missing or older than the
 * sources, then runs the production server (which opens the database, applies
 * migrations and, in demo mode, seeds demo data and the demo accounts).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const entry = 'dist/server/entry.mjs';
const sources = ['src', 'public', 'astro.config.ts', 'package.json'];

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

const built = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
if (built < Math.max(...sources.map(newest))) {
  console.log(built ? 'Sources changed since the last build: building…' : 'Building the store (first start)…');
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['server/index.mjs'], { stdio: 'inherit', env: { PORT: '4321', HOST: '0.0.0.0', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
