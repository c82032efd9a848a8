/**
 * Lighthouse (mobile preset, Debian's Chromium) on a blog article served by the built store.
 * `npm run bench` runs it; `node bench/lighthouse.mjs [path]` runs it alone.
 * The visit is a first visit (fresh profile): the free-samples popup shows and loads its island,
 * the heaviest case a reader meets.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStore } from './lib/server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4480);
const target = process.argv[2]?.startsWith('/') ? process.argv[2] : '/blogs/how-much-does-character-animation-cost';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

const store = await startStore({ port });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const url = `${store.url}${target}`;
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
  await store.stop();
}
