import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artFor, characterScene } from './index.ts';
import { sceneToSvg } from './scene.ts';
import { SEED_TYPES } from '#/server/seed/catalogue-data.ts';

/**
 * Every demo character must have its own shape, not the same figure in another colour: each
 * front view is rendered small, reduced to its silhouette (colour ignored), and every pair
 * must differ in at least MIN_SHAPE_DIFFERENCE of its pixels.
 */
const SIZE = 64;
const MIN_SHAPE_DIFFERENCE = 0.04;

async function silhouette(svg: string): Promise<Uint8Array> {
  const alpha = await sharp(Buffer.from(svg)).resize(SIZE, SIZE).ensureAlpha().extractChannel('alpha').raw().toBuffer();
  return Uint8Array.from(alpha, (a) => (a > 127 ? 1 : 0));
}

function difference(a: Uint8Array, b: Uint8Array): number {
  let differ = 0;
  for (let i = 0; i < a.length; i += 1) differ += a[i] === b[i] ? 0 : 1;
  return differ / a.length;
}

describe('demo characters differ in shape', () => {
  it('has no two characters whose silhouettes are near-identical', async () => {
    const cast = SEED_TYPES.flatMap((t) => t.names.map((name) => ({ name, type: t.slug })));
    const shapes = await Promise.all(cast.map(({ type, name }) => silhouette(sceneToSvg(characterScene(artFor(type, name), 'front'), { width: SIZE, height: SIZE }))));
    const tooClose: string[] = [];
    let closest = { d: 1, pair: '' };
    for (let i = 0; i < cast.length; i += 1) {
      for (let j = i + 1; j < cast.length; j += 1) {
        const d = difference(shapes[i]!, shapes[j]!);
        if (d < closest.d) closest = { d, pair: `${cast[i]!.name} / ${cast[j]!.name}` };
        if (d < MIN_SHAPE_DIFFERENCE) tooClose.push(`${cast[i]!.name} / ${cast[j]!.name}: ${(d * 100).toFixed(1)}%`);
      }
    }
    console.info(`closest pair: ${closest.pair} (${(closest.d * 100).toFixed(1)}% of pixels differ)`);
    expect(tooClose).toEqual([]);
  });

  it('tells a near-copy apart from a different character (the measure can fail)', async () => {
    const bear = artFor('animals', 'Benny the Bear');
    const recoloured = { ...bear, palette: { ...bear.palette, skin: '#3366ff', accent: '#ff0000' } };
    const [a, b, c] = await Promise.all([bear, recoloured, artFor('food-mascots', 'Pizza Pal')].map((art) => silhouette(sceneToSvg(characterScene(art, 'front'), { width: SIZE, height: SIZE }))));
    expect(difference(a!, b!)).toBeLessThan(MIN_SHAPE_DIFFERENCE);
    expect(difference(a!, c!)).toBeGreaterThan(MIN_SHAPE_DIFFERENCE);
  });
});
