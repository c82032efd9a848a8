import { describe, expect, it } from 'vitest';
import { parseCatalogueQuery } from './catalogue-query.ts';
import { catalogueHeading } from './catalogue-heading.ts';

const heading = (qs: string, total = 12, typeName?: string) => catalogueHeading(parseCatalogueQuery(new URLSearchParams(qs)), { total, capped: false }, typeName);

describe('the catalogue heading', () => {
  it('says how many results a search found and for what', () => {
    expect(heading('q=pirate').heading).toBe('12 results for “pirate”');
    expect(heading('q=pirate', 1).heading).toBe('1 result for “pirate”');
    expect(heading('q=zzz', 0).heading).toBe('0 results for “zzz”');
  });

  it('names the type, free samples or sets when browsing', () => {
    expect(heading('type=robots', 6, 'Robots').heading).toBe('Robots');
    expect(heading('price=free').heading).toBe('Free sample characters');
    expect(heading('').heading).toBe('Cartoon characters');
  });

  it('clears filters but keeps the words, then clears the search', () => {
    expect(heading('q=pirate&type=fantasy&price=free').clear).toEqual({ label: 'Clear filters', href: '/cartoon-characters?q=pirate' });
    expect(heading('q=pirate').clear).toEqual({ label: 'Clear search', href: '/cartoon-characters' });
    expect(heading('format=MP4').clear).toEqual({ label: 'Clear filters', href: '/cartoon-characters' });
    expect(heading('').clear).toBeUndefined();
  });
});
