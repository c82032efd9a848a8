import { describe, expect, it } from 'vitest';
import { catalogueHref, parseCatalogueQuery } from './catalogue-query.ts';

const parse = (qs: string) => parseCatalogueQuery(new URLSearchParams(qs));

describe('catalogue URL state', () => {
  it('reads every filter and drops what is malformed', () => {
    expect(parse('q=%20pirate%20%20pete%20&kind=graphiSet&type=robots&format=fla&price=free&min=5&max=40&tags=Halloween,bad%20tag&sort=popular&page=3')).toEqual({
      q: 'pirate pete', kind: 'graphiSet', type: 'robots', format: 'FLA', price: 'free', min: 5, max: 40, tags: ['halloween'], sort: 'popular', page: 3,
    });
    expect(parse('kind=x&format=GIF&price=cheap&min=-1&max=abc&page=0&sort=random')).toEqual({ tags: [], sort: 'newest', page: 1 });
  });

  it('sorts by relevance only when there is a search', () => {
    expect(parse('q=bear').sort).toBe('relevance');
    expect(parse('sort=relevance').sort).toBe('newest');
  });

  it('accepts repeated tag fields from the plain form', () => {
    expect(parse('tag=cute&tag=animal&tags=cute').tags).toEqual(['cute', 'animal']);
  });

  it('writes canonical URLs that parse back to the same state', () => {
    const state = parse('price=free&page=2&tags=cute,animal&sort=price-asc');
    const href = catalogueHref(state);
    expect(href).toBe('/cartoon-characters?price=free&tags=cute%2Canimal&sort=price-asc&page=2');
    expect(parse(href.split('?')[1]!)).toEqual(state);
    expect(catalogueHref(parse(''))).toBe('/cartoon-characters');
    expect(catalogueHref(state, { page: 1 })).not.toContain('page=');
  });
});
