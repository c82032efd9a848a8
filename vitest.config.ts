/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/security/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    // Generous: on CI these share 2 cores with the browser lane, and each database test seeds its own store.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Tests never write into the store's own ./data (uploads, outbox, seeded files).
    env: { DATA_DIR: '.tmp/vitest-data' },
  },
});
