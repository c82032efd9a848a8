import { defineConfig } from 'vitest/config';

/** Fault tests: they start the built server and a private PostgreSQL cluster; run by `npm test` when PostgreSQL is installed. */
export default defineConfig({
  test: { include: ['tests/faults/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000, pool: 'forks', fileParallelism: false },
});
