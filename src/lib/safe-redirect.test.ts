import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect (every redirect target the store takes from a request)', () => {
  it('keeps paths of this site, with their query and fragment', () => {
    for (const path of ['/', '/account/orders/1', '/blogs/a?b=1', '/cart#top', '/cartoon-characters?q=caf%C3%A9']) expect(safeRedirect(path)).toBe(path);
  });

  it('refuses other sites, control characters, non-ASCII and anything that is not a path (the review\'s /Āx)', () => {
    for (const bad of ['/Āx', '/café', '//evil.test/x', '/\\evil.test', '/\t/evil.test', '/\n/evil.test', '/a b', 'https://evil.test', 'evil', '', ' /x', null, 42, `/${'a'.repeat(2001)}`]) {
      expect(safeRedirect(bad), String(bad)).toBeNull();
    }
  });

  it('never lets through a target a browser would take off the site (fast-check)', () => {
    const unit = fc.constantFrom('/', '\\', '.', 'a', ':', '@', '%', '2', 'f', '?', '#', '\t', ' ', 'Ā', 'é', 'h');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (text) => {
        const kept = safeRedirect(`/${text}`);
        if (kept === null) return;
        expect(new URL(kept, 'https://toonmart.test').origin).toBe('https://toonmart.test');
        expect(new Headers({ location: kept }).get('location')).toBe(kept);
      }),
      { numRuns: 2000 },
    );
  });
});
