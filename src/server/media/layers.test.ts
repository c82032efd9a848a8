import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { artFor, characterScene } from '#/lib/art/index.ts';
import { tempStorage } from '#test-support/factories/catalogue.ts';
import { setZip } from './set-files.ts';
import { singleFiles } from './single-files.ts';
import type { ArtSource } from './source.ts';
import { unzip } from './zip.ts';

type Tree = { name: string; children: Tree[] };

/** The layer list a PDF reader shows: /OCProperties /D /Order, names read from each optional content group. */
async function layerTree(pdf: Buffer): Promise<{ tree: Tree[]; ocgs: number; properties: number; content: string }> {
  const doc = await PDFDocument.load(pdf);
  const props = doc.catalog.lookup(PDFName.of('OCProperties'), PDFDict);
  const ocgs = props.lookup(PDFName.of('OCGs'), PDFArray);
  const nameOf = (ref: PDFRef) => (doc.context.lookup(ref, PDFDict).lookup(PDFName.of('Name'), PDFString)).decodeText();
  const read = (order: PDFArray): Tree[] => {
    const out: Tree[] = [];
    for (const item of order.asArray()) {
      if (item instanceof PDFRef) out.push({ name: nameOf(item), children: [] });
      else out[out.length - 1]!.children = read(doc.context.lookup(item, PDFArray));
    }
    return out;
  };
  const order = props.lookup(PDFName.of('D'), PDFDict).lookup(PDFName.of('Order'), PDFArray);
  const page = doc.getPage(0).node;
  const properties = page.Resources()!.lookup(PDFName.of('Properties'), PDFDict);
  const contents = page.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const content = streams.map((s) => (s instanceof PDFRawStream ? inflateSync(Buffer.from(s.getContents())).toString('latin1') : '')).join('\n');
  return { tree: read(order), ocgs: ocgs.size(), properties: properties.keys().length, content };
}

const source: Extract<ArtSource, { kind: 'set' }> = {
  kind: 'set',
  members: [{ title: 'Benny the Bear', art: artFor('animals', 'Benny the Bear') }, { title: 'Foxy Fiona', art: artFor('animals', 'Foxy Fiona') }],
};

describe('layers in the AI (PDF) and EPS files', () => {
  const art = artFor('fantasy', 'Pirate Pete');
  const parts = characterScene(art, 'front').layers.filter((l) => l.shapes.length).map((l) => l.name);

  it('AI: one PDF layer (optional content group) per part, named as in the rig, top part first', async () => {
    const ai = await singleFiles('AI', art, 'Pirate Pete')[0]!.data();
    const { tree, ocgs, properties, content } = await layerTree(ai);
    expect(parts.length).toBeGreaterThan(10);
    expect(tree.map((t) => t.name)).toEqual([...parts].reverse());
    expect(ocgs).toBe(parts.length);
    // Every layer is used by the page: one marked-content property per layer.
    expect(properties).toBe(parts.length);
    expect(content.match(/\/OC \/OC\d+ BDC/g)).toHaveLength(parts.length);
    expect(content.match(/\bBDC\b/g)?.length).toBe(content.match(/\bEMC\b/g)?.length);
  });

  it('EPS: one named object per part', async () => {
    const eps = (await singleFiles('EPS', art, 'Pirate Pete')[0]!.data()).toString('latin1');
    expect([...eps.matchAll(/%%BeginObject: (.+)/g)].map((m) => m[1])).toEqual(parts);
    expect(eps.match(/%%EndObject/g)).toHaveLength(parts.length);
  });

  it('a set’s group AI and EPS hold each member as a layer of their own, with their parts inside', async () => {
    const ctx = { storage: tempStorage() };
    const ai = unzip(await setZip(ctx, 'AI', source, { slug: 'forest-friends-set', title: 'Forest Friends Set' }).data()).get('forest-friends-set.ai')!;
    const { tree } = await layerTree(ai);
    expect(tree.map((t) => t.name)).toEqual(['foxy-fiona', 'benny-the-bear']);
    expect(tree[1]!.children.map((c) => c.name)).toEqual(expect.arrayContaining(['benny-the-bear-head', 'benny-the-bear-arm-right-upper']));
    expect(tree[0]!.children.every((c) => c.name.startsWith('foxy-fiona-'))).toBe(true);
    const eps = unzip(await setZip(ctx, 'EPS', source, { slug: 'forest-friends-set', title: 'Forest Friends Set' }).data()).get('forest-friends-set.eps')!.toString('latin1');
    const objects = [...eps.matchAll(/%%BeginObject: (.+)/g)].map((m) => m[1]!);
    expect(objects.filter((o) => !o.includes('-bear-') && !o.includes('-fiona-'))).toEqual(['benny-the-bear', 'foxy-fiona']);
    expect(eps.match(/%%BeginObject/g)?.length).toBe(eps.match(/%%EndObject/g)?.length);
  });
});
