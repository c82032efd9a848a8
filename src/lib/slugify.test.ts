import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('makes an address from a title', () => {
    expect(slugify("Captain Crumb's Café!")).toBe('captain-crumbs-cafe');
    expect(slugify('  Office -- Woman 2 ')).toBe('office-woman-2');
    expect(slugify('Ünïcode ñame')).toBe('unicode-name');
    expect(slugify('!!!')).toBe('');
    expect(slugify('a'.repeat(79) + ' b')).toBe('a'.repeat(79));
  });
});
