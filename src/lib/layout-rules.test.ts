import { describe, expect, it } from 'vitest';
import { isShallowChange, layoutFor, showsCustomCta } from './layout-rules.ts';

describe('layoutFor', () => {
  it.each([
    ['/admin', 'admin'],
    ['/admin/users', 'admin'],
    ['/contributor', 'contributor'],
    ['/contributor/jobs/4', 'contributor'],
    ['/', 'public'],
    ['/administrator', 'public'],
    ['/contributors-guide', 'public'],
    ['/blogs/x', 'public'],
  ])('%s uses the %s layout', (path, kind) => {
    expect(layoutFor(path)).toBe(kind);
  });
});

describe('showsCustomCta', () => {
  it.each([
    ['/', true],
    ['/blogs/shape-language-for-cartoon-characters', true],
    ['/customize', true],
    ['/pricing', false],
    ['/pricing/credits', false],
    ['/cartoon-characters', false],
    ['/cartoon-characters/bolt', false],
    ['/admin', false],
    ['/contributor/jobs', false],
  ])('%s → %s', (path, shown) => {
    expect(showsCustomCta(path)).toBe(shown);
  });
});

describe('isShallowChange', () => {
  it('is shallow when only the query or hash changes', () => {
    expect(isShallowChange('http://s/a?x=1', 'http://s/a?x=2')).toBe(true);
    expect(isShallowChange('http://s/a', 'http://s/a#top')).toBe(true);
  });
  it('is not shallow when the path changes', () => {
    expect(isShallowChange('http://s/a', 'http://s/b')).toBe(false);
    expect(isShallowChange('/blogs', '/blogs/x')).toBe(false);
  });
});
