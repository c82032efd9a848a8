import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mayBeStaticFile, staticNames } from './static-names.ts';

describe('static names (which requests skip the static file handler)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-names-'));
  fs.mkdirSync(path.join(dir, '_astro'));
  fs.mkdirSync(path.join(dir, 'blogs'));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(dir, 'about.html'), '<p>');
  const names = staticNames(dir);

  it('reads the top-level files and folders, and the page name of an .html file', () => {
    expect([...names].sort()).toEqual(['_astro', 'about', 'about.html', 'blogs', 'favicon.svg']);
  });

  it('sends addresses under a client name to the static handler', () => {
    for (const url of ['/_astro/a.js', '/blogs', '/blogs/', '/blogs/x?y=1', '/favicon.svg', '/about', '/about.html']) {
      expect(mayBeStaticFile(url, names), url).toBe(true);
    }
  });

  it('answers false where the first segment names nothing there (API calls, islands, dynamic pages)', () => {
    for (const url of ['/api/favourites', '/api/cart/quote', '/_server-islands/CharacterBuyBox?e=1', '/cartoon-characters?q=a', '/x#y']) {
      expect(mayBeStaticFile(url, names), url).toBe(false);
    }
  });

  it('keeps the usual way for the root and for segments the handler would decode or normalise', () => {
    for (const url of ['/', '/?a=1', '/%62logs/x', '/../blogs', '/./x', '/a\\b', '//blogs']) {
      expect(mayBeStaticFile(url, names), url).toBe(true);
    }
  });
});
