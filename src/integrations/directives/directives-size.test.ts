import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Astro inlines every client directive into every page, articles included, so a directive that
// imports a heavy module (zod through a shared constant, say) puts it in each page's HTML.
const DIRECTIVES = path.join(import.meta.dirname);
const LIMIT_BYTES = 2048;

describe('client directives', () => {
  const files = fs.readdirSync(DIRECTIVES).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it.each(files)('%s stays a small inline script once bundled', async (file) => {
    const result = await build({ entryPoints: [path.join(DIRECTIVES, file)], bundle: true, minify: true, write: false, format: 'iife', platform: 'browser' });
    expect(result.outputFiles[0]!.contents.byteLength).toBeLessThan(LIMIT_BYTES);
  });
});
