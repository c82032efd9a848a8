import { describe, expect, it } from 'vitest';
import { routeLabel } from './route-label.ts';

describe('routeLabel', () => {
  it('folds ids, slugs and assets into one series each', () => {
    expect(routeLabel('/cartoon-characters/pirate-cat?x=1')).toBe('/cartoon-characters/:slug');
    expect(routeLabel('/api/characters/0b7c6a52-2a7e-4c38-9a8e-1f7d3e6b9c11/preview')).toBe('/api/characters/:id/preview');
    expect(routeLabel('/api/character-types/heroes/preview')).toBe('/api/character-types/:slug/preview');
    expect(routeLabel('/_astro/client.B1x2.js')).toBe('/_astro/*');
    expect(routeLabel('/')).toBe('/');
  });
});
