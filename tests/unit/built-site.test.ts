/**
 * The built site (dist/client, from `npx astro build`): links, titles, headings and structured
 * data as crawlers and readers get them. The sitemap, robots.txt and RSS are on demand: tests/seo/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isOnDemandRoute } from '#/lib/routes.ts';
import { suppressesTitle } from '#/lib/site.ts';

const root = path.resolve('dist/client');
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

interface Page {
  path: string;
  html: string;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function pathOf(file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
}

/** A local path resolves when the build has a file for it or an on-demand route serves it. */
function resolves(pathname: string): boolean {
  const clean = decodeURIComponent(pathname).replace(/\/$/, '') || '/';
  const candidates = [clean, `${clean}/index.html`, `${clean}.html`].map((candidate) => path.join(root, candidate));
  return candidates.some((file) => fs.existsSync(file) && fs.statSync(file).isFile()) || isOnDemandRoute(clean);
}

const attr = (tag: string, name: string) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, '')).trim();
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

let pages: Page[] = [];
let site = '';

beforeAll(() => {
  if (!fs.existsSync(path.join(root, 'about', 'index.html'))) throw new Error('dist/client is missing: run `npx astro build` before these tests');
  pages = htmlFiles(root).map((file) => ({ path: pathOf(file), html: fs.readFileSync(file, 'utf8') }));
  // The home page shows the catalogue and is rendered on demand (tests/e2e/seo-structured-data.spec.ts checks it).
  site = new URL(attr(/<link rel="canonical"[^>]*>/.exec(pages.find((p) => p.path === '/about')!.html)![0], 'href')).origin;
});

describe('every built page', () => {
  it('has exactly one h1', () => {
    const wrong = pages.map((p) => ({ path: p.path, h1: (p.html.match(/<h1[\s>]/g) ?? []).length })).filter((p) => p.h1 !== 1);
    expect(wrong).toEqual([]);
  });

  it('names itself by its canonical address (the path as links spell it)', () => {
    for (const page of pages) {
      const canonical = attr(/<link rel="canonical"[^>]*>/.exec(page.html)?.[0] ?? '', 'href');
      expect(canonical, page.path).toBe(`${site}${page.path}`);
    }
  });

  it('has a title of the form "… | Toonmart" (unless its path sets its own)', () => {
    for (const page of pages) {
      const title = textOf(/<title>([\s\S]*?)<\/title>/.exec(page.html)?.[1] ?? '');
      if (suppressesTitle(page.path)) expect(title, page.path).not.toBe('');
      else expect(title, page.path).toMatch(/^\S.* \| Toonmart$/);
    }
  });

  it('links only to pages that exist (built files or on-demand routes) and to anchors present on the page', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const [tag] of page.html.matchAll(/<(?:a|link|img|meta)\s[^>]*>/g)) {
        const target = attr(tag, 'href') || attr(tag, 'src') || (/property="og:image"|name="twitter:image"/.test(tag) ? attr(tag, 'content') : '');
        if (!target || /^(mailto|tel|data):/.test(target)) continue;
        const url = new URL(target, `${site}${page.path}`);
        if (url.origin !== site) continue;
        if (target.startsWith('#') && !page.html.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`)) broken.push(`${page.path} → ${target}`);
        else if (!resolves(url.pathname)) broken.push(`${page.path} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the blog', () => {
  const articles = () => pages.filter((p) => /^\/blogs\/[^/]+$/.test(p.path));

  it('has a page for each of the 23 articles', () => {
    expect(articles()).toHaveLength(23);
  });

  it('describes each article as a BlogPosting named like its h1, with breadcrumbs', () => {
    for (const page of articles()) {
      const h1 = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)![1]!);
      const data = jsonLd(page.html);
      const posting = data.find((d) => d['@type'] === 'BlogPosting');
      expect(posting?.headline, page.path).toBe(h1);
      expect(posting?.url).toBe(`${site}${page.path}`);
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined;
      expect(crumbs?.itemListElement.map((c) => c.name).at(-1)).toBe(h1);
    }
  });

  it('gives every article an og:image in PNG', () => {
    for (const page of articles()) {
      const tag = /<meta property="og:image"[^>]*>/.exec(page.html)?.[0] ?? '';
      const file = path.join(root, new URL(attr(tag, 'content')).pathname);
      expect(fs.readFileSync(file).subarray(1, 4).toString(), page.path).toBe('PNG');
    }
  });

  it('advertises the feed on every blog page', () => {
    const blogPages = pages.filter((p) => p.path.startsWith('/blogs'));
    expect(blogPages.filter((p) => !p.html.includes('type="application/rss+xml"')).map((p) => p.path)).toEqual([]);
  });
});

