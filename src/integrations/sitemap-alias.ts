import type { AstroIntegration } from 'astro';
import fs from 'node:fs';

/**
 * Crawlers and people look for /sitemap.xml; @astrojs/sitemap writes sitemap-index.xml.
 * After the build (and after the sitemap integration, which must come first in the list),
 * the index is copied to sitemap.xml so both addresses answer with the same index.
 */
export function sitemapAlias(): AstroIntegration {
  return {
    name: 'toonmart:sitemap-alias',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const index = new URL('sitemap-index.xml', dir);
        if (!fs.existsSync(index)) {
          logger.warn('sitemap-index.xml not found: /sitemap.xml was not written');
          return;
        }
        fs.copyFileSync(index, new URL('sitemap.xml', dir));
      },
    },
  };
}
