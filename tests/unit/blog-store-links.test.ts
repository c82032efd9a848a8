/** Every article sends readers into the store, and every store address it uses exists in the seeded catalogue. */
import { parseFrontmatter } from 'astro/markdown';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articlesForCharacter, storeLinks } from '#/lib/store-links.ts';
import { SEED_SETS, SEED_TYPES } from '#/server/seed/catalogue-data.ts';

const dir = path.resolve('src/content/blogs');
const articles = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({ id: file.replace(/\.mdx$/, ''), links: storeLinks(parseFrontmatter(fs.readFileSync(path.join(dir, file), 'utf8')).content) }));

// The seeder's own slug rule: lower case, runs of other characters become one dash.
const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const characterSlugs = new Set([...SEED_TYPES.flatMap((t) => t.names.map(slug)), ...SEED_SETS.map((s) => slug(s.title))]);
const typeSlugs = new Set(SEED_TYPES.map((t) => t.slug));

describe('blog ↔ store links', () => {
  it('walks all 23 articles', () => {
    expect(articles).toHaveLength(23);
  });

  it('every article links at least two store pages', () => {
    const few = articles.filter((a) => new Set(a.links.map((l) => `${l.kind}:${l.slug}`)).size < 2).map((a) => a.id);
    expect(few).toEqual([]);
  });

  it('every linked character, set and type exists in the seed data', () => {
    const missing = articles.flatMap((a) =>
      a.links.filter((l) => !(l.kind === 'type' ? typeSlugs : characterSlugs).has(l.slug)).map((l) => `${a.id} → ${l.kind} ${l.slug}`),
    );
    expect(missing).toEqual([]);
  });

  it('every seeded type is linked by at least two articles, so each character page finds related reading', () => {
    const thin = SEED_TYPES.filter((t) => articles.filter((a) => a.links.some((l) => l.kind === 'type' && l.slug === t.slug)).length < 2).map((t) => t.slug);
    expect(thin).toEqual([]);
  });

  it('a character page leads with articles on its own type', () => {
    const picked = articlesForCharacter({ slug: 'pirate-pete', typeSlug: 'fantasy' }, articles, ['stock-vs-custom-characters']);
    expect(picked).toHaveLength(3);
    expect(picked.slice(0, 2).every((a) => a.links.some((l) => l.slug === 'fantasy'))).toBe(true);
  });
});
