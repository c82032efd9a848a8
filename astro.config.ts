import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { envSchema } from './src/env-schema.ts';
import { clientDirectives } from './src/integrations/client-directives.ts';
import { pushWorker } from './src/integrations/push-worker.ts';
import { sitemapAlias } from './src/integrations/sitemap-alias.ts';
import { canonicalUrl, ON_DEMAND_SITEMAP_ROUTES } from './src/lib/routes.ts';

const site = process.env.SITE_URL || 'http://localhost:4321';

const sitemapSeen = new Set<string>();

export default defineConfig({
  site,
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  trailingSlash: 'ignore',
  integrations: [
    react(),
    mdx(),
    clientDirectives(),
    pushWorker(),
    sitemap({
      filter: (page) => !/\/(admin|contributor|account|cart|checkout|login|register|recover-account)(\/|$)/.test(new URL(page).pathname),
      customPages: ON_DEMAND_SITEMAP_ROUTES.map((path) => canonicalUrl(path, site)),
      // The same spelling as the pages' canonical links (no trailing slash), each page once: an on-demand
      // page (e.g. /customize) comes both from its route ("/customize/") and from customPages.
      serialize: (item) => {
        const url = canonicalUrl(new URL(item.url).pathname, site);
        if (sitemapSeen.has(url)) return undefined;
        sitemapSeen.add(url);
        return { ...item, url };
      },
    }),
    sitemapAlias(),
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
