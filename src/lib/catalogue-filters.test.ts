import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterButtonLabel, showResultsLabel } from './catalogue-filters.ts';
import { parseCatalogueQuery } from './catalogue-query.ts';

const count = (search: string) => activeFilterCount(parseCatalogueQuery(new URLSearchParams(search)));

describe('activeFilterCount', () => {
  it('is zero for the plain catalogue, whatever the sort and page', () => {
    expect(count('')).toBe(0);
    expect(count('sort=newest&page=2')).toBe(0);
  });
  it('counts each filter, each tag, and a price range once', () => {
    expect(count('q=pirate&price=free')).toBe(2);
    expect(count('tags=cute,robot')).toBe(2);
    expect(count('min=5&max=20')).toBe(1);
    expect(count('kind=graphiSet&format=PNG&min=5')).toBe(3);
  });
});

describe('filterButtonLabel', () => {
  it('says how many filters apply', () => {
    expect(filterButtonLabel(0)).toBe('Filters');
    expect(filterButtonLabel(3)).toBe('Filters (3)');
  });
});

describe('showResultsLabel', () => {
  it('names the number of results the filters would show', () => {
    expect(showResultsLabel(12)).toBe('Show 12 results');
    expect(showResultsLabel(1)).toBe('Show 1 result');
    expect(showResultsLabel(0)).toBe('No characters match');
    expect(showResultsLabel(10_000, true)).toBe('Show 10,000+ results');
  });
});
