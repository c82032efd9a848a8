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

/** The phone drawer's button: how many characters the filters as set now would show. */
export function showResultsLabel(total: number, capped = false): string {
  if (total === 0) return 'No characters match';
  if (capped) return `Show ${total.toLocaleString('en')}+ results`;
  return `Show ${total.toLocaleString('en')} ${total === 1 ? 'result' : 'results'}`;
}
