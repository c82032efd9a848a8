import path from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

// The popup is the only island a first-time reader of a prerendered article downloads: what it
// imports (beyond React and nanostores, shared with every island) is paid on every article.
it('the free-samples popup island bundles without zod, in a few kilobytes of its own', async () => {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'FreeSamplesPopup.tsx')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    external: ['react', 'react/*', 'react-dom', '@nanostores/react', 'nanostores', 'astro:env/client'],
  });
  const code = result.outputFiles[0]!.text;
  expect(/ZodError|\$ZodType/.test(code), 'zod is in the bundle').toBe(false);
  expect(code.length).toBeLessThan(12_000);
});
