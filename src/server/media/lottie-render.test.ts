import { createRequire } from 'node:module';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artFor } from '#/lib/art/index.ts';
import { rigOf } from '#/lib/art/rigged/build.ts';
import { animationsOf, frameScene } from '#/lib/art/rigged/index.ts';
import { rigToLottie } from '#/lib/art/rigged/lottie.ts';
import { setToLottie } from '#/lib/art/rigged/lottie-set.ts';
import { rigInSlot, setSlots } from '#/lib/art/rigged/set.ts';
import { sceneToPng } from './png.ts';
import { placeScene } from './source.ts';

/**
 * The Lottie file played by lottie-web in Chromium shows, frame by frame, what the PNG and video
 * renderer draws from the rig: a frame of each animation is rendered both ways and compared pixel by pixel.
 */

const SIZE = 400;
const require = createRequire(import.meta.url);
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
});
afterAll(async () => browser?.close());

/** RGB pixels of a PNG on white. */
const pixels = async (png: Buffer) => sharp(png).flatten({ background: '#ffffff' }).resize(SIZE, SIZE).removeAlpha().raw().toBuffer();

/** Share of pixels that differ by more than 40 in some channel (antialiasing differs by less, a moved limb by far more). */
function differing(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 3) {
    if (Math.abs(a[i]! - b[i]!) > 40 || Math.abs(a[i + 1]! - b[i + 1]!) > 40 || Math.abs(a[i + 2]! - b[i + 2]!) > 40) count++;
  }
  return count / (a.length / 3);
}

async function lottieFrame(doc: unknown, frame: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  await page.setContent(`<body style="margin:0;background:#fff"><div id="stage" style="width:${SIZE}px;height:${SIZE}px"></div></body>`);
  await page.addScriptTag({ path: require.resolve('lottie-web/build/player/lottie_svg.min.js') });
  await page.evaluate(([data, at]) => {
    const player = (window as unknown as { lottie: { loadAnimation(o: object): { goToAndStop(f: number, isFrame: boolean): void } } }).lottie;
    const anim = player.loadAnimation({ container: document.getElementById('stage'), renderer: 'svg', loop: false, autoplay: false, animationData: data });
    anim.goToAndStop(at as number, true);
  }, [doc, frame] as const);
  const shot = await page.locator('#stage').screenshot();
  await page.close();
  return shot;
}

describe('Lottie rendered by lottie-web', () => {
  const rig = rigOf(artFor('fantasy', 'Pirate Pete'));
  for (const [name, frame] of [['wave', 12], ['walk', 6], ['idle', 24]] as const) {
    it(`matches the rig's render at frame ${frame} of the ${name}`, async () => {
      const animation = animationsOf(rig).find((a) => a.name === name)!;
      const doc = rigToLottie(rig, animation, 'Pirate Pete');
      const played = await pixels(await lottieFrame(doc, frame));
      const drawn = await pixels(await sceneToPng(frameScene(rig, animation, frame), SIZE));
      const rest = await pixels(await sceneToPng(frameScene(rig, animation, 0), SIZE));
      // Within antialiasing of the same frame…
      expect(differing(played, drawn)).toBeLessThan(0.01);
      // …and the comparison can tell frames apart: the animation's first frame is further off.
      expect(differing(drawn, rest)).toBeGreaterThan(differing(played, drawn) * 3);
    });
  }
});

describe('a set’s group Lottie rendered by lottie-web', () => {
  it('shows every member in their slot, at the same frame of the same animation as their own rig draws it', async () => {
    const members = ['Benny the Bear', 'Foxy Fiona', 'Rusty the Raccoon', 'Ollie the Owl'].map((title) => ({ title, art: artFor('animals', title) }));
    const frame = 12;
    const doc = setToLottie(members, 'wave', 'Forest Friends Set');
    const slots = setSlots(members.length);
    // The cast drawn by the PNG renderer: each member's frame scaled into their slot, the back row first.
    const layers = members.flatMap((m, i) => {
      const rig = rigOf(m.art);
      const [s, dx, dy] = rigInSlot(rig, slots[i]!);
      return placeScene(frameScene(rig, animationsOf(rig).find((a) => a.name === 'wave')!, frame), dx, dy, s, `-${i}`);
    });
    const played = await pixels(await lottieFrame(doc, frame));
    const drawn = await pixels(await sceneToPng({ width: 1000, height: 1000, layers }, SIZE));
    const empty = await pixels(await sceneToPng({ width: 1000, height: 1000, layers: [] }, SIZE));
    expect(differing(played, drawn)).toBeLessThan(0.01);
    expect(differing(drawn, empty)).toBeGreaterThan(0.1);
  });
});
