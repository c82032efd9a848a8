import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, tag] of [[1366, 768, 'desktop'], [390, 844, 'phone']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto('http://localhost:5221/cartoon-characters/pirate-pete', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /close/i }).first().click({ timeout: 3000 }).catch(() => {});
  const files = page.getByText(/Illustrator \(PDF-compatible\)/).first();
  await files.scrollIntoViewIfNeeded().catch(() => {});
  await page.screenshot({ path: `/tmp/vector-files-${tag}.png` });
  console.log(tag, await page.locator('body').innerText().then((t) => t.split('\n').filter((l) => /EPS|AI|FLA|SVG|Vector|Animate/.test(l)).slice(0, 12).join(' | ')));
}
await browser.close();
