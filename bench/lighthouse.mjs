/**
 * Lighthouse (mobile preset, Debian's Chromium) on a blog article served by the built store.
 * `npm run bench` runs it; `node bench/lighthouse.mjs [path]` runs it alone.
 * The visit is a first visit (fresh profile): the free-samples popup shows and loads its island,
 * the heaviest case a reader meets.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env.BENCH_PORT ?? 4480);
const target = process.argv[2] ?? '/blogs/how-much-does-character-animation-cost';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = path.resolve('.tmp/bench-lighthouse');

if (!fs.existsSync('dist/server/entry.mjs')) {
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function startServer() {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: `http://localhost:${port}`, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_MODE: 'on' };
  const server = spawn(process.execPath, ['server/index.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the store did not start on port ${port}`);
}

function summary(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const scripts = items.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    LCP: `${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms`,
    TBT: `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
    CLS: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    'JS bytes (transfer)': scripts?.transferSize ?? 0,
    'JS requests': scripts?.requestCount ?? 0,
  };
}

function failures(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => `${audit.id}: ${audit.title}`);
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const url = `http://localhost:${port}${target}`;
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = result.lhr;
  console.log(`Lighthouse ${lhr.lighthouseVersion}, mobile preset, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}: ${url}`);
  console.table(summary(lhr));
  const failed = failures(lhr);
  if (failed.length) console.log(`Failed audits:\n- ${failed.join('\n- ')}`);
  fs.mkdirSync('.reports', { recursive: true });
  fs.writeFileSync('.reports/lighthouse.json', JSON.stringify(lhr));
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
