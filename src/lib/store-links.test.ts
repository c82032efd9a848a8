import { describe, expect, it } from 'vitest';
import { articlesForCharacter, storeLinks } from './store-links.ts';

describe('storeLinks', () => {
  it('finds character, set and type links and ignores the bare catalogue and other pages', () => {
    const body = 'See [Pete](/cartoon-characters/pirate-pete), the [set](/cartoon-characters/forest-friends-set/), [animals](/cartoon-characters?type=animals), the [catalogue](/cartoon-characters) and [pricing](/pricing).';
    expect(storeLinks(body)).toEqual([
      { kind: 'character', slug: 'pirate-pete' },
      { kind: 'character', slug: 'forest-friends-set' },
      { kind: 'type', slug: 'animals' },
    ]);
  });
});

describe('articlesForCharacter', () => {
  const articles = [
    { id: 'general', links: [] },
    { id: 'type', links: [{ kind: 'type' as const, slug: 'animals' }] },
    { id: 'other', links: [{ kind: 'type' as const, slug: 'robots' }] },
    { id: 'named', links: [{ kind: 'character' as const, slug: 'foxy-fiona' }] },
    { id: 'set', links: [{ kind: 'character' as const, slug: 'forest-friends-set' }] },
  ];

  it('puts articles naming the character first, then its set, then its type', () => {
    const picked = articlesForCharacter({ slug: 'foxy-fiona', typeSlug: 'animals', setSlugs: ['forest-friends-set'] }, articles, ['general']);
    expect(picked.map((a) => a.id)).toEqual(['named', 'set', 'type']);
  });

  it('fills up with the fallback guides when few articles match, without repeats', () => {
    const picked = articlesForCharacter({ slug: 'bolt', typeSlug: 'robots' }, articles, ['other', 'general']);
    expect(picked.map((a) => a.id)).toEqual(['other', 'general']);
  });
});
