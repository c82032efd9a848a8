import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { artFor } from '#/lib/art/index.ts';
import { FILE_FPS, FILE_KINDS } from '#/lib/file-kinds.ts';
import { FORMAT_CHOICES } from '#/server/seed/catalogue-data.ts';
import { unbacked } from './claim-rules.ts';
import { readClaims, type FileClaims, type StoredFile } from './claims.ts';
import { FILE_FORMATS, singleFiles, type Made } from './single-files.ts';

/**
 * Every claim the pages make about a character's files, held to the files: the files table's lines,
 * its dimensions, durations and frame rates, and the FAQ and About pages, against what readClaims
 * reads from the files a fully offered character gets (made here exactly as the store makes them).
 */

const everything = FORMAT_CHOICES.find((c) => c.length === FILE_FORMATS.length)!;
const art = artFor('fantasy', 'Pirate Pete');
let made: { format: string; made: Made; data: Buffer }[] = [];
let claims: FileClaims;

beforeAll(async () => {
  made = [];
  for (const format of everything) for (const m of singleFiles(format, art, 'Pirate Pete', 'pirate-pete')) made.push({ format, made: m, data: await m.data() });
  const files: StoredFile[] = made.map((m) => ({ format: m.format, variant: m.made.variant, fileName: `pirate-pete-${m.made.stem ?? m.made.variant}.${m.made.ext}`, data: m.data }));
  claims = await readClaims(files);
}, 180_000);

const pageText = (path: string) => readFileSync(path, 'utf8').replace(/^---[\s\S]*?---/, '');

describe('claims about the files', () => {
  it('reads the rig, layers, symbols and animations from the files', () => {
    expect(claims.formats.sort()).toEqual([...everything].sort());
    expect(claims.aiLayers).toContain('arm-right-upper');
    expect(claims.svgRig?.nested).toBe(true);
    expect(claims.fla?.symbols).toContain('arm-right-upper');
    expect(claims.fla?.labels).toEqual(['idle', 'wave', 'walk']);
    expect(claims.lottie?.animations).toEqual([
      { name: 'idle', frames: 48, fps: 24, seconds: 2 }, { name: 'wave', frames: 48, fps: 24, seconds: 2 }, { name: 'walk', frames: 24, fps: 24, seconds: 1 },
    ]);
    expect(claims.sprites.map((s) => [s.name, s.frames, s.fps])).toEqual([['idle', 24, 12], ['wave', 24, 12], ['walk', 12, 12]]);
    expect(claims.webmAlpha).toBe(true);
  });

  it('the files table says nothing the files do not hold', () => {
    for (const [format, line] of Object.entries(FILE_KINDS)) expect(unbacked(line, claims), format).toEqual([]);
  });

  it('the stated sizes, durations and frame rates are the files’ own', () => {
    for (const { format, made: m } of made) {
      if (format === 'PNG') expect(claims.png.find((p) => p.variant === m.variant)).toMatchObject({ width: m.width, height: m.height, transparent: true });
      if (format === 'MP4') expect(claims.mp4).toMatchObject({ width: m.width, height: m.height, seconds: m.durationMs! / 1000 });
    }
    expect(claims.fla?.fps).toBe(FILE_FPS.FLA);
    for (const a of claims.lottie!.animations) expect(a.fps).toBe(FILE_FPS.LOTTIE);
    for (const s of claims.sprites) expect([s.fps, s.frame.width]).toEqual([FILE_FPS.SPRITES, made.find((m) => m.format === 'SPRITES')!.made.width]);
    const lottieMain = made.find((m) => m.format === 'LOTTIE' && m.made.variant === '')!.made;
    expect(lottieMain.durationMs).toBe(claims.lottie!.animations.reduce((sum, a) => sum + a.seconds * 1000, 0));
  });

  it('the FAQ and About pages claim only what the files hold', () => {
    for (const page of ['src/pages/faq.mdx', 'src/pages/about.mdx']) expect(unbacked(pageText(page), claims), page).toEqual([]);
  });

  it('fails a page whose claim a file does not bear out', () => {
    const flat: FileClaims = { ...claims, fla: { symbols: [], instances: 0, tweens: 0, labels: [], fps: 24 }, png: claims.png.map((p) => ({ ...p, transparent: false })) };
    expect(unbacked(pageText('src/pages/faq.mdx'), flat)).toEqual(expect.arrayContaining(['rigged symbols', 'transparent background']));
    expect(unbacked(FILE_KINDS.FLA!, flat)).toEqual(['symbol per body part', 'animations as tweens']);
  });
});
