import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ellipsePath, type Scene } from '#/lib/art/scene.ts';
import { sceneToAi } from './ai.ts';
import { sceneToEps } from './eps.ts';
import { sceneToPng } from './png.ts';

const scene: Scene = {
  width: 1000,
  height: 800,
  layers: [
    { name: 'body', shapes: [{ d: ellipsePath(500, 500, 200, 250), fill: '#f59e0b', stroke: '#1f2937', strokeWidth: 8, opacity: 1 }] },
    { name: 'arm-right', shapes: [{ d: 'M600 400 L800 300 L820 340 Z', fill: '#fde68a', stroke: null, strokeWidth: 0, opacity: 0.5 }] },
  ],
};

async function pageContent(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  return streams.map((s) => (s instanceof PDFRawStream ? inflateSync(Buffer.from(s.getContents())).toString('latin1') : '')).join('\n');
}

describe('vector and image writers', () => {
  it('EPS is EPSF-3.0 with the scene as bounding box, path operators and one group per layer', async () => {
    const eps = sceneToEps(scene, 'Pirate (Pete)');
    const text = eps.toString('latin1');
    expect((await fileTypeFromBuffer(eps))?.ext).toBe('eps');
    expect(text.split('\n')[0]).toBe('%!PS-Adobe-3.0 EPSF-3.0');
    expect(text).toContain('%%BoundingBox: 0 0 1000 800');
    expect(text).toContain('%%Title: (Pirate Pete)');
    expect(text).toMatch(/newpath 300 500 moveto 300 361.93 389.54 250 500 250 curveto .* closepath/);
    expect(text).toContain('closepath 0.96 0.62 0.04 setrgbcolor fill');
    expect(text).toContain('0.12 0.16 0.22 setrgbcolor 8 setlinewidth stroke');
    expect([...text.matchAll(/%%BeginObject: (.+)/g)].map((m) => m[1])).toEqual(['body', 'arm-right']);
    expect(text.match(/%%EndObject/g)).toHaveLength(2);
    expect(text.match(/\bgsave\b/g)?.length).toBe(text.match(/\bgrestore\b/g)?.length);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('AI is a one-page PDF of the scene size whose content draws the paths with PDF operators', async () => {
    const ai = await sceneToAi(scene, 'Pirate Pete');
    expect(ai.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(ai);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 1000, height: 800 });
    expect(doc.getTitle()).toBe('Pirate Pete');
    const content = await pageContent(ai);
    expect(content).toMatch(/300 500 m\n/);
    expect(content).toMatch(/ c\n/);
    expect(content).toMatch(/\nh\n/);
    expect(content).toContain('1 0 0 -1 0 800 cm');
    expect(content).toMatch(/\/GS-?\d+ gs/);
    expect(await sceneToAi(scene, 'Pirate Pete')).toEqual(ai);
  });

  it('PNG is 3000 px on the long side with a transparent background', async () => {
    const png = await sceneToPng(scene);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 3000, height: 2400, hasAlpha: true });
    const corner = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
    const middle = await sharp(png).extract({ left: 1500, top: 1500, width: 1, height: 1 }).raw().toBuffer();
    expect(middle[3]).toBe(255);
  });
});
