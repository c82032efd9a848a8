/**
 * Sitemaps as the sitemaps.org protocol spells them (pure). One file holds at most 50,000 URLs;
 * past that /sitemap.xml becomes an index of numbered parts.
 */
export const SITEMAP_LIMIT = 50_000;

/** A page of the store: its path (and query, for type pages) and when it last changed. */
export type SitemapEntry = { path: string; lastmod?: Date };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const lastmodTag = (date?: Date) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

/** How many files the entries need (1 means no index). */
export function sitemapParts(total: number, limit = SITEMAP_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The entries of part `part` (1-based), or null when there is no such part. */
export function sitemapPart<T>(entries: readonly T[], part: number, limit = SITEMAP_LIMIT): T[] | null {
  if (!Number.isInteger(part) || part < 1 || part > sitemapParts(entries.length, limit)) return null;
  return entries.slice((part - 1) * limit, part * limit);
}

export function urlsetXml(entries: readonly SitemapEntry[], absolute: (path: string) => string): string {
  const urls = entries.map((e) => `<url><loc>${escapeXml(absolute(e.path))}</loc>${lastmodTag(e.lastmod)}</url>`);
  return `${XML_HEAD}\n<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The index of `parts` numbered sitemaps at /sitemaps/N.xml, each with the newest lastmod of its entries. */
export function sitemapIndexXml(entries: readonly SitemapEntry[], absolute: (path: string) => string, limit = SITEMAP_LIMIT): string {
  const parts = sitemapParts(entries.length, limit);
  const items = Array.from({ length: parts }, (_, i) => {
    const slice = sitemapPart(entries, i + 1, limit) ?? [];
    const newest = slice.reduce<Date | undefined>((max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max), undefined);
    return `<sitemap><loc>${escapeXml(absolute(`/sitemaps/${i + 1}.xml`))}</loc>${lastmodTag(newest)}</sitemap>`;
  });
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}
