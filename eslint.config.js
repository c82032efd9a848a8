import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CONFIG_MODULES = ['src/server/config/env.ts', 'src/server/config/config.ts', 'server/environment.mjs', '**/*.test.ts', '**/*.test.tsx'];
const processEnv = { object: 'process', property: 'env', message: 'Read configuration from #/server/config/env.ts (or astro:env): one schema, src/env-schema.ts, checked at start.' };

export default tseslint.config(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'data/', '.tmp/', '.reports/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/islands/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Deep relative paths break when files move: `#/…` (src) and `#test-support/…` say where a module lives.
    files: ['**/*.{ts,tsx,mts,mjs,astro}'],
    ignores: ['server/index.mjs', 'src/layouts/PublicLayout.astro'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: 'Import with #/… or #test-support/…, not ../' }] }],
    },
  },
  {
    // Islands and stores run in the browser: server code must never reach them.
    files: ['src/islands/**', 'src/stores/**', 'src/lib/**', 'src/scripts/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Import with #/…, not ../' },
            { group: ['**/server/**', '#/server/*', 'node:*'], message: 'Server-only code cannot be imported by browser code.' },
          ],
        },
      ],
    },
  },
  {
    // One configuration schema (src/env-schema.ts): the app reads the environment only through the config
    // modules, so every variable is validated at start and listed in .env.example. Tests, scripts and
    // benchmarks set up their own processes and may read their own knobs.
    files: ['src/**/*.{ts,tsx,mts,mjs,astro}', 'server/**/*.mjs'],
    ignores: CONFIG_MODULES,
    rules: { 'no-restricted-properties': ['error', processEnv] },
  },
  {
    // Every call from the browser goes through the one client (base URL, JSON, the error shape).
    files: ['src/islands/**', 'src/stores/**', 'src/lib/**', 'src/scripts/**', 'src/components/**', 'src/layouts/**'],
    ignores: ['src/lib/api/client.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the server with api()/send() from #/lib/api/client.ts.' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'fetch', message: 'Call the server with api()/send() from #/lib/api/client.ts.' }, processEnv],
    },
  },
);
