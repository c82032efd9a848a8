/**
 * JavaScript downloaded per page, for a signed-out visitor: on the first visit of a
 * session (popup pending) and after the popup was dismissed. Prints a table.
 */
import { chromium } from '@playwright/test';
import { startStore } from './lib/server.mjs';

const PAGES = (process.env.JS_BYTES_PAGES ?? '/,/blogs/shape-language-for-cartoon-characters,/cartoon-characters,/pricing').split(',');

async function measure(browser, url, dismissed) {
  const context = await browser.newContext();
  if (dismissed) await context.addInitScript(() => sessionStorage.setItem('toonmart:free-samples-popup', 'dismissed'));
  const page = await context.newPage();
  const files = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.set(response.url(), body.length);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let transferred = 0;
  const scriptIds = new Set();
  cdp.on('Network.responseReceived', (e) => e.type === 'Script' && scriptIds.add(e.requestId));
  cdp.on('Network.loadingFinished', (e) => scriptIds.has(e.requestId) && (transferred += e.encodedDataLength));
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].filter((s) => !s.type || s.type === 'module').reduce((n, s) => n + s.textContent.length, 0));
  await context.close();
  return { status: response?.status(), files: files.size, raw: [...files.values()].reduce((a, b) => a + b, 0), transferred, inline };
}

const store = await startStore({ port: 4498 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const rows = [];
try {
  for (const path of PAGES) {
    for (const dismissed of [false, true]) {
      const r = await measure(browser, `${store.url}${path}`, dismissed);
      rows.push({ page: path, popup: dismissed ? 'dismissed' : 'pending', status: r.status, 'JS files': r.files, 'raw KB': (r.raw / 1024).toFixed(1), 'transferred KB': (r.transferred / 1024).toFixed(1), 'inline KB': (r.inline / 1024).toFixed(1) });
    }
  }
} finally {
  await browser.close();
  await store.stop();
}
console.log('\nJavaScript per page (signed-out visitor, compressed transfer over loopback)');
console.table(rows);
