/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/**
 * Tests against the built store over HTTP (the API contract, authorisation matrix, fuzzing,
 * headers, load, kill and upload attacks): each file starts its own server on a port of
 * 4470–4479 (moved by TEST_PORT_OFFSET). They need `npx astro build` first; `npm test`
 * builds once and runs them; alone: `npx vitest run -c vitest.server.config.ts`. Nothing is skipped.
 */
// Astro's Vite config: server modules the tests import directly (db-copy, factories) read `astro:env`.
export default getViteConfig({
  test: {
    include: ['tests/contract/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/seo/**/*.test.ts', 'tests/load/**/*.test.ts', 'tests/kill/**/*.test.ts', 'tests/scale/**/*.test.ts'],
    // The pure tests of the security helpers run with the unit tests (vitest.config.ts).
    exclude: ['tests/security/**/*.unit.test.ts'],
    globalSetup: ['test-support/server-tests-setup.ts'],
    // A fresh store migrates and seeds before it answers: minutes when the other lane is busy on the same 2 cores.
    testTimeout: 240_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
