import { describe, expect, it } from 'vitest';
import { neighbours, pageCount, pageItems, pageUrl, proseText, readingMinutes, relatedPosts, tableOfContents, wordCount, type PostSummary } from './blog.ts';

const post = (id: string, topic: PostSummary['topic'], day: number, tags: string[] = []): PostSummary => ({ id, topic, tags, pubDate: new Date(Date.UTC(2026, 0, day)) });

describe('prose and reading time', () => {
  const body = [
    "import { Image } from 'astro:assets';",
    "import chart from './images/chart.svg';",
    '',
    'Intro paragraph with a [link to pricing](/pricing) and **bold** words.',
    '',
    '## A heading',
    '',
    '<Image src={chart} alt="A chart" width={1200} height={675} />',
    '',
    '| Level | Price |',
    '| --- | --- |',
    '| Essential | $149 |',
    '{/* a note for writers */}',
  ].join('\n');

  it('keeps the words a reader reads and drops imports, tags, link targets and table rules', () => {
    expect(proseText(body)).toBe('Intro paragraph with a link to pricing and bold words. A heading Level Price Essential $149');
    expect(wordCount(body)).toBe(16);
  });

  it('counts at least one minute and about 220 words a minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(1100))).toBe(5);
  });
});

describe('pagination', () => {
  it('splits 23 articles into pages of 12 and 11', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(pageCount(items.length)).toBe(2);
    expect(pageItems(items, 1)).toHaveLength(12);
    expect(pageItems(items, 2)).toEqual(items.slice(12));
    expect(pageCount(0)).toBe(1);
  });

  it('puts page 1 at the base path and later pages under /page/N', () => {
    expect(pageUrl('/blogs', 1)).toBe('/blogs');
    expect(pageUrl('/blogs/topic/careers', 3)).toBe('/blogs/topic/careers/page/3');
  });
});

describe('related articles and neighbours', () => {
  const all = [post('a', 'careers', 1, ['rates']), post('b', 'careers', 2), post('c', 'animation-cost', 3, ['rates']), post('d', 'careers', 4), post('e', 'custom-service', 5)];

  it('prefers the same topic, then shared tags, never the article itself', () => {
    const related = relatedPosts(all[0]!, all).map((p) => p.id);
    expect(related).toEqual(['d', 'b', 'c']);
  });

  it('gives the older article as previous and the newer as next', () => {
    expect(neighbours(all[2]!, all)).toEqual({ previous: all[1], next: all[3] });
    expect(neighbours(all[4]!, all).next).toBeUndefined();
    expect(neighbours(all[0]!, all).previous).toBeUndefined();
  });
});

describe('table of contents', () => {
  it('lists the ## and ### headings only', () => {
    const headings = [
      { depth: 2, slug: 'a', text: 'A' },
      { depth: 3, slug: 'b', text: 'B' },
      { depth: 4, slug: 'c', text: 'C' },
    ];
    expect(tableOfContents(headings).map((h) => h.slug)).toEqual(['a', 'b']);
  });
});
