import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, isOnDemandRoute, isReservedSlug, ON_DEMAND_ROUTES, ON_DEMAND_SITEMAP_ROUTES } from './routes.ts';

describe('on-demand routes', () => {
  it('accepts the routes and paths under them, nothing else', () => {
    expect(isOnDemandRoute('/cartoon-characters')).toBe(true);
    expect(isOnDemandRoute('/cartoon-characters/some-character')).toBe(true);
    expect(isOnDemandRoute('/pricing/')).toBe(true);
    expect(isOnDemandRoute('/pricingx')).toBe(false);
    expect(isOnDemandRoute('/blogs/no-such-article')).toBe(false);
  });

  it('lists every sitemap route among the on-demand routes', () => {
    expect(ON_DEMAND_ROUTES).toEqual(expect.arrayContaining([...ON_DEMAND_SITEMAP_ROUTES]));
  });
});

describe('canonicalUrl', () => {
  it('drops the trailing slash of every page but the home page', () => {
    expect(canonicalUrl('/about/', 'https://toonmart.test')).toBe('https://toonmart.test/about');
    expect(canonicalUrl('/blogs/page/2', 'https://toonmart.test/')).toBe('https://toonmart.test/blogs/page/2');
    expect(canonicalUrl('/', 'https://toonmart.test')).toBe('https://toonmart.test/');
  });
});

/** A page file's or folder's route name: `about.mdx` → about, `rss.xml.ts` → rss.xml, `[slug].astro` → null. */
const routeName = (entry: string) => (entry.startsWith('[') ? null : entry.replace(/\.(astro|mdx|md|ts|js)$/, '').toLowerCase());
const SLUG_SHAPED = /^[a-z0-9-]+$/;
/** Route parameters that take a word a person chose (ids, keys and tokens of random bytes cannot be a route's name). */
const WORD_PARAM = /^\[(\.\.\.)?(slug|page|topic|name)\]/;

/** Top-level routes, and the fixed routes that sit beside a dynamic one in any folder. */
function routeWords(dir = path.resolve('src/pages'), top = true): string[] {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const dynamic = entries.some((e) => WORD_PARAM.test(e.name));
  const words = top || dynamic ? entries.map((e) => routeName(e.name)) : [];
  const below = entries.filter((e) => e.isDirectory()).flatMap((e) => routeWords(path.join(dir, e.name), false));
  return [...words, ...below].filter((w): w is string => w !== null && SLUG_SHAPED.test(w));
}

describe('reserved slugs', () => {
  it('hold every top-level page and every fixed route beside a slug route in src/pages', () => {
    const words = routeWords();
    expect(words).toEqual(expect.arrayContaining(['cartoon-characters', 'tutorials', 'artists', 'illustrations', 'topic']));
    expect(words.filter((w) => !isReservedSlug(w))).toEqual([]);
    const onDemand = ON_DEMAND_ROUTES.map((route) => route.split('/')[1] || 'index').filter((w) => SLUG_SHAPED.test(w));
    expect(onDemand.filter((w) => !isReservedSlug(w))).toEqual([]);
  });

  it('refuse route names in any case, nothing else', () => {
    expect(isReservedSlug('cartoon-characters')).toBe(true);
    expect(isReservedSlug('Cartoon-Characters')).toBe(true);
    expect(isReservedSlug('cartoon-characters-2')).toBe(false);
    expect(isReservedSlug('captain-crumb')).toBe(false);
  });

  it('are taken by no blog post', () => {
    const posts = fs.readdirSync(path.resolve('src/content/blogs')).map((f) => f.replace(/\.mdx$/, ''));
    expect(posts.filter(isReservedSlug)).toEqual([]);
  });
});
