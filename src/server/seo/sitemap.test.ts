import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, sitemapPart, sitemapParts, urlsetXml, type SitemapEntry } from './sitemap.ts';

const absolute = (path: string) => new URL(path, 'https://shop.example.test').href;
const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' }).parse(xml);
};

describe('sitemaps', () => {
  it('lists each entry with its absolute address and lastmod, escaping the query of type pages', () => {
    const xml = urlsetXml([{ path: '/cartoon-characters?type=robots&kind=graphi', lastmod: new Date('2026-01-02T03:04:05Z') }, { path: '/about' }], absolute);
    const urls = parse(xml).urlset.url as { loc: string; lastmod?: string }[];
    expect(urls).toEqual([
      { loc: 'https://shop.example.test/cartoon-characters?type=robots&kind=graphi', lastmod: '2026-01-02T03:04:05.000Z' },
      { loc: 'https://shop.example.test/about' },
    ]);
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  it('splits 100,000 characters into two files of 50,000 under an index with the newest lastmod of each', () => {
    const entries: SitemapEntry[] = Array.from({ length: 100_000 }, (_, i) => ({ path: `/cartoon-characters/c-${i}`, lastmod: new Date(Date.UTC(2026, 0, 1) + i * 1000) }));
    expect(sitemapParts(entries.length)).toBe(2);
    const index = parse(sitemapIndexXml(entries, absolute)).sitemapindex.sitemap as { loc: string; lastmod: string }[];
    expect(index.map((s) => s.loc)).toEqual(['https://shop.example.test/sitemaps/1.xml', 'https://shop.example.test/sitemaps/2.xml']);
    expect(index[1]!.lastmod).toBe(entries.at(-1)!.lastmod!.toISOString());
    const second = parse(urlsetXml(sitemapPart(entries, 2)!, absolute)).urlset.url as { loc: string }[];
    expect(second).toHaveLength(50_000);
    expect(second[0]!.loc).toBe('https://shop.example.test/cartoon-characters/c-50000');
    expect(sitemapPart(entries, 3)).toBeNull();
    expect(sitemapPart(entries, 0)).toBeNull();
  });

  it('keeps one file up to exactly 50,000 addresses', () => {
    expect(sitemapParts(50_000)).toBe(1);
    expect(sitemapParts(50_001)).toBe(2);
    expect(sitemapParts(0)).toBe(1);
  });
});
