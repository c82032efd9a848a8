import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withAppHandlerExport, withDecryptMemo } from './adapter-patches.ts';

const require = createRequire(import.meta.url);
const astroCore = path.join(path.dirname(require.resolve('astro/package.json')), 'dist/core');
const adapterServer = path.join(path.dirname(require.resolve('@astrojs/node/package.json')), 'dist/server.js');

type Encryption = {
  createKey: () => Promise<CryptoKey>;
  encryptString: (key: CryptoKey, raw: string, additionalData?: string) => Promise<string>;
  decryptString: (key: CryptoKey, encoded: string, additionalData?: string) => Promise<string>;
};

/** The installed astro/dist/core/encryption.js with the patch applied, loaded from a temporary file. */
async function patchedEncryption(): Promise<Encryption> {
  const code = withDecryptMemo(fs.readFileSync(path.join(astroCore, 'encryption.js'), 'utf8'))
    .replace('"@oslojs/encoding"', JSON.stringify(pathToFileURL(createRequire(path.join(astroCore, 'x.js')).resolve('@oslojs/encoding')).href))
    .replace('"./csp/config.js"', JSON.stringify(pathToFileURL(path.join(astroCore, 'csp/config.js')).href));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'encryption-')), 'encryption.mjs');
  fs.writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)) as Encryption;
}

afterEach(() => vi.restoreAllMocks());

describe('the node adapter patch', () => {
  it('exports the app handler beside the standalone handler of the installed adapter', () => {
    const code = withAppHandlerExport(fs.readFileSync(adapterServer, 'utf8'));
    expect(code).toContain('const appHandler = createMiddleware(app, options);');
    expect(code).toMatch(/export \{\n {2}appHandler,\n {2}handler,/);
  });

  it('fails the build when the adapter changed shape', () => {
    expect(() => withAppHandlerExport('export { handler };')).toThrow(/adapter-patches/);
  });
});

describe('the server-island decryption memo', () => {
  it('decrypts a ciphertext once and answers the same plaintext after', async () => {
    const { createKey, encryptString, decryptString } = await patchedEncryption();
    const key = await createKey();
    const sealed = await encryptString(key, '{"characterId":"a"}', 'props:Box');
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
    expect(await decryptString(key, sealed, 'props:Box')).toBe('{"characterId":"a"}');
    expect(await decryptString(key, sealed, 'props:Box')).toBe('{"characterId":"a"}');
    expect(decrypt).toHaveBeenCalledTimes(1);
  });

  it('still refuses a tampered ciphertext, another purpose or another key, however often asked', async () => {
    const { createKey, encryptString, decryptString } = await patchedEncryption();
    const key = await createKey();
    const sealed = await encryptString(key, '{"characterId":"a"}', 'props:Box');
    await decryptString(key, sealed, 'props:Box');
    // A character of the ciphertext proper (after the 24 hex digits of the IV), away from base64's padding bits.
    const tampered = `${sealed.slice(0, 30)}${sealed[30] === 'A' ? 'B' : 'A'}${sealed.slice(31)}`;
    for (let i = 0; i < 2; i++) {
      await expect(decryptString(key, tampered, 'props:Box')).rejects.toThrow();
      await expect(decryptString(key, sealed, 'slots:Box')).rejects.toThrow();
      await expect(decryptString(await createKey(), sealed, 'props:Box')).rejects.toThrow();
    }
  });

  it('fails the build when encryption.js changed shape', () => {
    expect(() => withDecryptMemo('export async function decrypt() {}')).toThrow(/adapter-patches/);
  });
});
