import { defineConfig } from 'vitest/config';

/**
 * Tests against the built store over HTTP (authorisation matrix, fuzzing, headers,
 * load, kill and upload attacks): each file starts its own server on a port of
 * 4470–4479. `npm test` runs them after the build; alone: `npx vitest run -c vitest.server.config.ts`.
 */
export default defineConfig({
  test: {
    include: ['tests/security/**/*.test.ts', 'tests/load/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
