import { describe, expect, it } from 'vitest';
import { artFor } from '#/lib/art/index.ts';
import { SEED_TYPES } from '#/server/seed/catalogue-data.ts';
import { lottieSpecErrors } from '#test-support/lottie-spec.ts';
import { rigOf } from './build.ts';
import { animationsOf } from './index.ts';
import { rigToLottie } from './lottie.ts';
import { pathToBeziers } from './lottie-shapes.ts';

const pete = rigOf(artFor('fantasy', 'Pirate Pete'));
const everyone = SEED_TYPES.flatMap((t) => t.names.map((name) => ({ name, rig: rigOf(artFor(t.slug, name)) })));

describe('Lottie from the rig', () => {
  it('turns absolute M/L/C/Z paths into closed beziers with relative tangents', () => {
    const [b] = pathToBeziers('M0 0 C10 0 20 10 20 20 L0 20 L0 0 Z');
    // The closing vertex repeats the start: it is dropped, and the curve's handles become tangents relative to their vertex.
    expect(b).toEqual({ c: true, v: [[0, 0], [20, 20], [0, 20]], i: [[0, 0], [0, -10], [0, 0]], o: [[10, 0], [0, 0], [0, 0]] });
  });

  it('validates against the Lottie specification schema for every character and animation, each under 150 KB', () => {
    for (const { name, rig } of everyone) {
      for (const animation of animationsOf(rig)) {
        const doc = rigToLottie(rig, animation, name);
        expect(lottieSpecErrors(doc), `${name} ${animation.name}`).toEqual([]);
        expect(Buffer.byteLength(JSON.stringify(doc)), `${name} ${animation.name}`).toBeLessThan(150 * 1024);
      }
    }
  });

  it('has one layer per part, named by its id, parented at the joints, anchored on its pivot', () => {
    const wave = animationsOf(pete).find((a) => a.name === 'wave')!;
    const doc = rigToLottie(pete, wave, 'Pirate Pete');
    expect(doc.layers.map((l) => l.nm)).toEqual([...pete.parts].reverse().map((p) => p.id));
    const byName = new Map(doc.layers.map((l) => [l.nm, l]));
    const forearm = byName.get('arm-right-lower')!;
    expect(forearm.parent).toBe(byName.get('arm-right-upper')!.ind);
    const pivot = pete.parts.find((p) => p.id === 'arm-right-lower')!.pivot;
    expect(forearm.ks.a.k).toEqual([Math.round(pivot[0] * 100) / 100, Math.round(pivot[1] * 100) / 100]);
    // The waving arm turns by keyframes; 48 frames at 24 fps.
    expect(byName.get('arm-right-upper')!.ks.r.a + forearm.ks.r.a).toBeGreaterThan(0);
    expect([doc.fr, doc.op, doc.w, doc.h]).toEqual([24, 48, 1000, 1000]);
  });
});
