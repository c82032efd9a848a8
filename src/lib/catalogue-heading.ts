import { catalogueHref, type CatalogueQuery } from './catalogue-query.ts';

/** What the catalogue page says above its results: the heading, and where "clear" leads. */
export type CatalogueHeading = { heading: string; clear?: { label: string; href: string } };

type Counted = { total: number; capped: boolean };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Any filter besides the search words and the sort order. */
export function hasFilters(query: CatalogueQuery): boolean {
  return Boolean(query.kind || query.type || query.format || query.price || query.min !== undefined || query.max !== undefined || query.tags.length);
}

function browsingHeading(query: CatalogueQuery, typeName?: string): string {
  if (query.price === 'free') return 'Free sample characters';
  if (query.kind === 'graphiSet') return typeName ? `${typeName}: character sets` : 'Character sets';
  return typeName ?? 'Cartoon characters';
}

export function catalogueHeading(query: CatalogueQuery, result: Counted, typeName?: string): CatalogueHeading {
  const count = `${result.capped ? 'More than ' : ''}${plural(result.total, 'result', 'results')}`;
  const heading = query.q ? `${count} for “${query.q}”` : browsingHeading(query, typeName);
  // Filters are cleared first (the words stay); with only words left, "clear" empties the search.
  if (hasFilters(query)) return { heading, clear: { label: 'Clear filters', href: catalogueHref({ q: query.q, tags: [], sort: query.q ? 'relevance' : 'newest', page: 1 }) } };
  if (query.q) return { heading, clear: { label: 'Clear search', href: '/cartoon-characters' } };
  return { heading };
}
