import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { envSchema } from './src/env-schema.ts';
import { MAX_UPLOAD_BODY_BYTES } from './src/server/security/body-limit.ts';
import { clientDirectives } from './src/integrations/client-directives.ts';
import { pushWorker } from './src/integrations/push-worker.ts';
import { buildSettings } from './src/integrations/build-settings.ts';
import { cspInlineHashes } from './src/integrations/csp-inline-hashes.ts';
import { adapterPatches } from './src/integrations/adapter-patches.ts';

try {
  process.loadEnvFile('.env');
} catch {
  // no .env file: the environment and the schema's defaults apply (as in server/index.mjs)
}
// Prerendered pages name the store by this address; the build records it (build-settings.ts).
const site = process.env.SITE_URL || 'http://localhost:4321';

export default defineConfig({
  site,
  // Another folder for a second build beside dist/ (the test of a store deployed under another address).
  outDir: process.env.TOONMART_DIST_DIR || './dist',
  output: 'static',
  // The adapter's own cap (default 1 GiB) set to the largest form the store takes; the middleware refuses smaller limits per request.
  adapter: node({ mode: 'standalone', bodySizeLimit: MAX_UPLOAD_BODY_BYTES }),
  trailingSlash: 'ignore',
  // Anonymous catalogue pages are kept by the edge cache in server/index.mjs (src/server/cache/).
  cache: { provider: { name: 'toonmart-edge', entrypoint: new URL('./src/server/cache/provider.ts', import.meta.url) } },
  integrations: [
    react(),
    mdx(),
    clientDirectives(),
    pushWorker(),
    buildSettings(),
    cspInlineHashes(),
    adapterPatches(),
  ],
  env: { schema: envSchema, validateSecrets: true },
  security: {
    checkOrigin: true,
    // Hashes for Astro's own inline scripts and styles; frame-ancestors is added as a header by server/index.mjs.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self'",
        "connect-src 'self' https://*.googleapis.com",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
      ],
    },
  },
  markdown: { syntaxHighlight: false },
  image: { responsiveStyles: false },
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
