import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Bundles the push service worker body (src/workers/firebase-messaging-core.ts, Firebase's
 * messaging worker) into one classic script: service workers registered by Firebase are
 * not modules, so the client build's ES chunks cannot be used. Written next to the client
 * build, and served from memory by the dev server.
 */
const ENTRY = fileURLToPath(new URL('../workers/firebase-messaging-core.ts', import.meta.url));
const URL_PATH = '/_push/firebase-messaging-core.js';

async function bundle(): Promise<string> {
  const result = await build({ entryPoints: [ENTRY], bundle: true, format: 'iife', minify: true, write: false, target: 'es2022', legalComments: 'none' });
  return result.outputFiles[0]?.text ?? '';
}

export function pushWorker(): AstroIntegration {
  return {
    name: 'toonmart:push-worker',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(URL_PATH, (_req, res) => {
          void bundle().then((code) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(code));
        });
      },
      'astro:build:done': async ({ dir }) => {
        const file = path.join(fileURLToPath(dir), URL_PATH);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, await bundle());
      },
    },
  };
}
