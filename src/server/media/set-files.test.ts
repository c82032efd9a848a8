import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artFor } from '#/lib/art/index.ts';
import { tempStorage } from '#test-support/factories/catalogue.ts';
import { setZip } from './set-files.ts';
import { singleFiles } from './single-files.ts';
import type { ArtSource } from './source.ts';
import { unzip } from './zip.ts';

const source: Extract<ArtSource, { kind: 'set' }> = {
  kind: 'set',
  members: [
    { title: 'Benny the Bear', art: artFor('animals', 'Benny the Bear') },
    { title: 'Foxy Fiona', art: artFor('animals', 'Foxy Fiona') },
  ],
};
const set = { slug: 'forest-friends-set', title: 'Forest Friends Set' };

describe('a set’s downloads', () => {
  it('are one ZIP per format holding each member’s own file, named after them, and the group scene', async () => {
    const ctx = { storage: tempStorage() };
    const made = setZip(ctx, 'SVG', source, set);
    expect(made).toMatchObject({ ext: 'zip', contentType: 'application/zip' });
    const files = unzip(await made.data());
    expect([...files.keys()]).toEqual(['benny-the-bear.svg', 'foxy-fiona.svg', 'forest-friends-set.svg']);
    // A member's file is the very file that character's own page sells.
    expect(files.get('foxy-fiona.svg')!.toString()).toBe((await singleFiles('SVG', source.members[1]!.art, 'Foxy Fiona')[0]!.data()).toString());
    for (const svg of files.values()) expect(XMLValidator.validate(svg.toString())).toBe(true);
    // The group scene keeps each character a rig of its own: ids prefixed with the character's name.
    const ids = [...files.get('forest-friends-set.svg')!.toString().matchAll(/<g id="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids).toEqual(expect.arrayContaining(['benny-the-bear', 'benny-the-bear-arm-right-upper', 'foxy-fiona', 'foxy-fiona-tail']));
    expect(new Set(ids).size).toBe(ids.length);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(files.get('forest-friends-set.svg')!.toString());
    expect(doc.svg.g.map((g: { '@id': string }) => g['@id'])).toEqual(['benny-the-bear', 'foxy-fiona']);
  });

  it('holds every pose of every member as a PNG, plus the group picture', async () => {
    const ctx = { storage: tempStorage() };
    const files = unzip(await setZip(ctx, 'PNG', source, set).data());
    expect([...files.keys()].sort()).toEqual([
      'benny-the-bear-expressions.png', 'benny-the-bear-three-quarter.png', 'benny-the-bear.png',
      'forest-friends-set.png',
      'foxy-fiona-expressions.png', 'foxy-fiona-three-quarter.png', 'foxy-fiona.png',
    ]);
    for (const png of files.values()) expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 3000, height: 3000, hasAlpha: true });
  }, 120_000);

  it('holds the EPS of each member and of the group, each a whole EPS file', async () => {
    const ctx = { storage: tempStorage() };
    const files = unzip(await setZip(ctx, 'EPS', source, set).data());
    expect(files.size).toBe(3);
    for (const [name, eps] of files) {
      expect(eps.toString('latin1').split('\n')[0], name).toBe('%!PS-Adobe-3.0 EPSF-3.0');
      expect(eps.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    }
    expect(files.get('benny-the-bear.eps')!.toString('latin1')).toContain('%%Title: (Benny the Bear)');
  });

  it('holds each member’s own FLA and the group FLA, each a whole XFL with the member’s parts as symbols', async () => {
    const ctx = { storage: tempStorage() };
    const files = unzip(await setZip(ctx, 'FLA', source, set).data());
    expect([...files.keys()]).toEqual(['benny-the-bear.fla', 'foxy-fiona.fla', 'forest-friends-set.fla']);
    const library = (fla: Buffer) => [...unzip(fla).keys()].filter((k) => k.startsWith('LIBRARY/'));
    expect(library(files.get('benny-the-bear.fla')!)).toContain('LIBRARY/arm-right-upper.xml');
    expect(library(files.get('forest-friends-set.fla')!)).toEqual(expect.arrayContaining(['LIBRARY/benny-the-bear.xml', 'LIBRARY/foxy-fiona.xml', 'LIBRARY/foxy-fiona parts/tail.xml']));
  });
});
