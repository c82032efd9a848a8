import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

/** Tests that need a feature's routes run once that feature is in the tree. */
const NEEDS: [string, string][] = [
  ['tests/load/**', 'src/pages/api/checkout.ts'],
  ['tests/kill/checkout-*', 'src/pages/api/checkout.ts'],
  ['tests/kill/upload-*', 'src/pages/api/admin/tutorials/index.ts'],
  ['tests/security/upload-attacks.test.ts', 'src/pages/api/admin/social-links/index.ts'],
  ['tests/security/upload-archives.test.ts', 'src/pages/api/admin/characters/[id]/files/index.ts'],
];

/**
 * Tests against the built store over HTTP (authorisation matrix, fuzzing, headers,
 * load, kill and upload attacks): each file starts its own server on a port of
 * 4470–4479. `npm test` runs them after the build; alone: `npx vitest run -c vitest.server.config.ts`.
 */
export default defineConfig({
  test: {
    include: ['tests/security/**/*.test.ts', 'tests/load/**/*.test.ts', 'tests/kill/**/*.test.ts'],
    exclude: NEEDS.filter(([, file]) => !fs.existsSync(file)).map(([glob]) => glob),
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
