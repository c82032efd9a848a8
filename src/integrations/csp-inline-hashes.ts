import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)">/i;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** Adds to a page's CSP meta the hash of every inline script that runs (not data blocks) and is not listed yet. Pure. */
export function hashInlineScripts(html: string): string {
  const meta = CSP_META.exec(html);
  if (!meta) return html;
  const policy = meta[1]!;
  const missing = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/(ld\+)?json"/i.test(attrs!)) continue;
    const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
    if (!policy.includes(hash)) missing.add(hash);
  }
  if (missing.size === 0 || !/script-src /.test(policy)) return html;
  const fixed = policy.replace(/script-src ([^;]*)/, (_, sources: string) => `script-src ${sources} ${[...missing].join(' ')}`);
  return html.replace(meta[0], meta[0].replace(policy, fixed));
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? htmlFiles(full) : entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Astro hashes its inline scripts into the CSP meta of prerendered pages, except the server-island
 * loaders of MDX pages (rendered after the head). Without their hashes the footer island never loads.
 * After the build, every prerendered page's meta gets the hashes of all its inline scripts.
 */
export function cspInlineHashes(): AstroIntegration {
  return {
    name: 'toonmart:csp-inline-hashes',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        let fixed = 0;
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = fs.readFileSync(file, 'utf8');
          const next = hashInlineScripts(html);
          if (next === html) continue;
          fs.writeFileSync(file, next);
          fixed++;
        }
        if (fixed) logger.info(`added missing inline script hashes to the CSP of ${fixed} pages`);
      },
    },
  };
}
