import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { characterSvg } from '../catalogue/art.ts';
import { sampleAi, sampleEps, sampleFla, sampleMp4 } from './sample-files.ts';

describe('seed sample files are real files of their format', () => {
  it('EPS is PostScript, AI is a PDF with the Illustrator marker, MP4 an ISO media file, FLA a zip with an XFL document', async () => {
    expect((await fileTypeFromBuffer(sampleEps('Bolt')))?.ext).toBe('eps');
    const ai = sampleAi('Bolt');
    expect((await fileTypeFromBuffer(ai))?.mime).toBe('application/pdf');
    expect(ai.toString('latin1')).toContain('%AI');
    expect(ai.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/);
    expect((await fileTypeFromBuffer(sampleMp4()))?.mime).toBe('video/mp4');
    const png = await sharp(Buffer.from(characterSvg(1, 'robot'))).png().toBuffer();
    const fla = sampleFla('Bolt', png);
    expect((await fileTypeFromBuffer(fla))?.ext).toBe('zip');
    expect(fla.toString('latin1')).toContain('DOMDocument.xml');
  });

  it('preview art is deterministic 360×360 PNG', async () => {
    expect(characterSvg(7, 'animal', 3)).toBe(characterSvg(7, 'animal', 3));
    expect(characterSvg(7, 'animal')).not.toBe(characterSvg(8, 'animal'));
    const meta = await sharp(await sharp(Buffer.from(characterSvg(7, 'hero'))).png().toBuffer()).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 360, height: 360 });
  });
});
