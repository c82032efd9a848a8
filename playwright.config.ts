import { defineConfig, devices } from '@playwright/test';
import { baseURL } from '#test-support/e2e-base-url.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
const MEDIA_SPECS = /(media-gallery|media-motion|catalogue-purchase)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI the suites share 2 cores with the database lane: one retry, reported as flaky (still counted in the JSON report).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // In the full run (`npm test` sets E2E_MEDIA_LAST) the specs that wait for the store's background media
  // (galleries, PNGs, videos) run after all the others: meanwhile the store prepares them, and no worker sits
  // polling a page that is not ready yet. Run alone, a media spec does not wait for the other specs.
  projects: [
    { name: 'chromium', testIgnore: MEDIA_SPECS, use: { ...devices['Desktop Chrome'] } },
    { name: 'media', testMatch: MEDIA_SPECS, dependencies: process.env.E2E_MEDIA_LAST ? ['chromium'] : [], use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { E2E_PORT: String(port) },
    // The store logs every request; its errors (stderr) are what a failing run needs.
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
