import type { CatalogueQuery } from './catalogue-query.ts';

/** How many filters narrow the catalogue (the phone's "Filters (n)" button): each tag counts, a price range once. */
export function activeFilterCount(query: CatalogueQuery): number {
  const single = [query.q, query.kind, query.type, query.format, query.price].filter((value) => value !== undefined && value !== '').length;
  const range = query.min !== undefined || query.max !== undefined ? 1 : 0;
  return single + range + query.tags.length;
}

export function filterButtonLabel(count: number): string {
  return count === 0 ? 'Filters' : `Filters (${count})`;
}
