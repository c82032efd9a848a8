import type { AstroIntegration } from 'astro';
import fs from 'node:fs';

/** Where a build records the settings it baked into prerendered pages (beside client/ and server/, not served). */
export const BUILD_SETTINGS_FILE = 'build-settings.json';

/**
 * Prerendered pages carry the public address of the build (canonical links, og:url, structured data).
 * The build writes that address down so `npm start` can rebuild when SITE_URL changed since, and the
 * server can warn when it runs with another address than its pages name.
 */
export function buildSettings(): AstroIntegration {
  let outDir: URL;
  let site = '';
  return {
    name: 'toonmart:build-settings',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
        site = config.site ?? '';
      },
      'astro:build:done': () => {
        fs.writeFileSync(new URL(BUILD_SETTINGS_FILE, outDir), `${JSON.stringify({ siteUrl: site }, null, 2)}\n`);
      },
    },
  };
}
