/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Tests never write into the store's own ./data (uploads, outbox, seeded files). Set here, not in `test.env`:
// astro:env takes its values when Vite starts in this process, before `test.env` reaches the workers.
// The PostgreSQL run has its own folder: `npm test` may run it beside the PGlite run.
process.env.DATA_DIR = process.env.TEST_DATABASE_URL ? '.tmp/vitest-data-pg' : '.tmp/vitest-data';

export default getViteConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/security/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    // Generous: on CI these share 2 cores with the browser lane, and each database test seeds its own store.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
