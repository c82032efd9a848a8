import type { AstroIntegration } from 'astro';

/**
 * Two changes to code Astro bundles into the server build, each checked against the installed version's
 * source (the build fails, naming this file, when an upgrade changed it). Why: docs/decisions/0235.
 */
type Patch = { file: string; apply: (code: string) => string };

const expect = (code: string, needle: string, file: string) => {
  if (!code.includes(needle)) throw new Error(`toonmart:adapter-patches: ${file} changed shape; update src/integrations/adapter-patches.ts`);
};

/**
 * The node adapter's standalone `handler` tries every request as a static file first: a failed async `stat`
 * (an ENOENT error built per request) and an `lstatSync` before Astro, about a tenth of an API call's CPU.
 * `appHandler` is the adapter's app handler without that step (its "middleware" mode handler), which
 * server/index.mjs uses for addresses that cannot name a file under dist/client.
 */
export function withAppHandlerExport(code: string): string {
  const file = '@astrojs/node/dist/server.js';
  expect(code, 'export {\n  handler,', file);
  expect(code, 'import createMiddleware from', file);
  return code.replace('export {\n  handler,', 'const appHandler = createMiddleware(app, options);\nexport {\n  appHandler,\n  handler,');
}

/**
 * A server island's address carries its component name, props and slots encrypted (AES-GCM): every request
 * decoded the base64 in JavaScript and decrypted three strings, about a sixth of an island's CPU. The page is
 * shared, so the same ciphertexts come back from every visitor: a decryption that succeeded is remembered by
 * its exact input (ciphertext, additional data, key), which authenticates to the same plaintext every time.
 * A ciphertext never decrypted (forged, tampered) still goes through AES-GCM and fails as before.
 */
export function withDecryptMemo(code: string): string {
  const file = 'astro/dist/core/encryption.js';
  expect(code, 'async function decryptString(key, encoded, additionalData) {', file);
  return `${code.replace('async function decryptString(key, encoded, additionalData) {', 'async function decryptStringOnce(key, encoded, additionalData) {')}
const DECRYPTED_ENTRIES = 1000;
const DECRYPTED_LENGTH = 16384;
const decrypted = new WeakMap();
async function decryptString(key, encoded, additionalData) {
  let memo = decrypted.get(key);
  if (!memo) decrypted.set(key, (memo = new Map()));
  const id = (additionalData ?? '') + '\\u0000' + encoded;
  const hit = memo.get(id);
  if (hit !== undefined) return hit;
  const value = await decryptStringOnce(key, encoded, additionalData);
  if (encoded.length <= DECRYPTED_LENGTH) {
    if (memo.size >= DECRYPTED_ENTRIES) memo.delete(memo.keys().next().value);
    memo.set(id, value);
  }
  return value;
}
`;
}

const PATCHES: Patch[] = [
  { file: '/@astrojs/node/dist/server.js', apply: withAppHandlerExport },
  { file: '/astro/dist/core/encryption.js', apply: withDecryptMemo },
];

export function adapterPatches(): AstroIntegration {
  return {
    name: 'toonmart:adapter-patches',
    hooks: {
      'astro:config:setup': ({ updateConfig, command }) => {
        if (command !== 'build') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'toonmart:adapter-patches',
                enforce: 'pre',
                transform(code: string, id: string) {
                  const path = id.replaceAll('\\', '/').split('?')[0] ?? id;
                  const patch = PATCHES.find((p) => path.endsWith(p.file));
                  return patch ? { code: patch.apply(code), map: null } : null;
                },
              },
            ],
          },
        });
      },
    },
  };
}
