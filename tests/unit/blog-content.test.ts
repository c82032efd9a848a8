/** The blog's content itself: the 23 published articles, their frontmatter, length, topics and files. */
import { z } from 'astro/zod';
import { parseFrontmatter } from 'astro/markdown';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogSchema, TOPIC_SLUGS } from '#/lib/blog-schema.ts';
import { wordCount } from '#/lib/blog.ts';

const dir = path.resolve('src/content/blogs');
const schema = blogSchema(() => z.string());
const articles = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const { frontmatter, content } = parseFrontmatter(source);
    return { slug: file.replace(/\.mdx$/, ''), frontmatter, content, data: schema.safeParse(frontmatter) };
  });
const published = articles.filter((article) => article.data.success && !article.data.data.draft);

describe('blog articles', () => {
  it('every article has valid frontmatter', () => {
    const invalid = articles.filter((a) => !a.data.success).map((a) => `${a.slug}: ${a.data.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    expect(invalid).toEqual([]);
  });

  it('there are 23 published articles', () => {
    expect(published).toHaveLength(23);
  });

  it('every topic has at least four articles', () => {
    for (const topic of TOPIC_SLUGS) {
      expect(published.filter((a) => a.data.data?.topic === topic).length, topic).toBeGreaterThanOrEqual(4);
    }
  });

  it('every article has at least 900 words of prose', () => {
    const short = published.map((a) => ({ slug: a.slug, words: wordCount(a.content) })).filter((a) => a.words < 900);
    expect(short).toEqual([]);
  });

  it('titles and descriptions are unique', () => {
    for (const field of ['title', 'description'] as const) {
      const values = published.map((a) => String(a.frontmatter[field]).trim().toLowerCase());
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it('covers and inline images are files of the repository, named after the article', () => {
    for (const article of published) {
      expect(article.frontmatter.cover).toBe(`./covers/${article.slug}.svg`);
      const images = [article.frontmatter.cover, ...[...article.content.matchAll(/^import \w+ from '(\.\/[^']+)';$/gm)].map((m) => m[1])];
      for (const image of images) expect(fs.existsSync(path.join(dir, image)), `${article.slug}: ${image}`).toBe(true);
    }
  });

  it('has no level-1 heading in the body (the page renders the title as the h1)', () => {
    expect(published.filter((a) => /^# /m.test(a.content)).map((a) => a.slug)).toEqual([]);
  });
});
