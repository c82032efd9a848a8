import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artFor } from '#/lib/art/index.ts';
import { boundsOf, type Pt } from '#/lib/art/geometry.ts';
import { SEED_TYPES } from '#/server/seed/catalogue-data.ts';
import { rigOf } from './build.ts';
import { reachOf } from './fit.ts';
import { animationOf, animationsOf, frameScene } from './index.ts';
import { apply } from './matrix.ts';
import { poseScene, worldMatrices } from './pose.ts';
import { poseAt } from './timeline.ts';
import type { Animation, CharacterRig } from './types.ts';

const everyone = SEED_TYPES.flatMap((t) => t.names.map((name) => rigOf(artFor(t.slug, name))));
const close = (a: Pt, b: Pt) => {
  expect(a[0]).toBeCloseTo(b[0], 6);
  expect(a[1]).toBeCloseTo(b[1], 6);
};
const allOf = (rig: CharacterRig): Animation[] => [...animationsOf(rig), animationOf(rig, 'reel')!];

describe('the rig in motion', () => {
  it('keeps the elbow attached when the upper arm turns about the shoulder', () => {
    const rig = rigOf(artFor('kids', 'Mia with a Backpack'));
    const [shoulder, elbow, wrist] = rig.chains.armRight!.joints as [Pt, Pt, Pt];
    const world = worldMatrices(rig, { transforms: { 'arm-right-upper': { rotate: 40 }, 'arm-right-lower': { rotate: -25 } } });
    const turned = (p: Pt, deg: number, about: Pt): Pt => {
      const a = (deg * Math.PI) / 180;
      return [about[0] + (p[0] - about[0]) * Math.cos(a) - (p[1] - about[1]) * Math.sin(a), about[1] + (p[0] - about[0]) * Math.sin(a) + (p[1] - about[1]) * Math.cos(a)];
    };
    // The shoulder stays; the upper arm's end and the forearm's start are the same point, 40° round the shoulder.
    close(apply(world.get('arm-right-upper')!, shoulder), shoulder);
    const movedElbow = turned(elbow, 40, shoulder);
    close(apply(world.get('arm-right-upper')!, elbow), movedElbow);
    close(apply(world.get('arm-right-lower')!, elbow), movedElbow);
    // The hand follows the forearm's end, bent a further −25° at the elbow.
    close(apply(world.get('hand-right')!, wrist), turned(turned(wrist, 40, shoulder), -25, movedElbow));
    // What the other arm and the legs hold did not move.
    close(apply(world.get('hand-left')!, rig.chains.armLeft!.joints[2]!), rig.chains.armLeft!.joints[2]!);
  });

  it('draws the rest pose as the front view: no part moved, the expression the cast gives', () => {
    const rig = rigOf(artFor('fantasy', 'Pirate Pete'));
    const scene = poseScene(rig, { transforms: {} });
    expect(scene.layers.map((l) => l.name)).toEqual(rig.parts.filter((p) => p.shapes.length).map((p) => p.id));
    expect(scene.layers.flatMap((l) => l.shapes)).toEqual(rig.parts.flatMap((p) => p.shapes));
  });

  it('swaps the face for another expression without moving it', () => {
    const rig = rigOf(artFor('animals', 'Benny the Bear'));
    const mouth = (expression: 'happy' | 'sad') => poseScene(rig, { transforms: {}, expression }).layers.find((l) => l.name === 'mouth')!.shapes;
    expect(mouth('happy')).not.toEqual(mouth('sad'));
    expect(boundsOf([{ name: 'm', shapes: mouth('sad') }]).y).toBeGreaterThan(rig.head.y);
  });

  it('gives idle and wave to every figure, walk only to figures with legs, all at 24 fps', () => {
    for (const rig of everyone) {
      const names = animationsOf(rig).map((a) => a.name);
      const legs = Boolean(rig.chains.legLeft && rig.chains.legRight);
      expect(names, rig.name).toEqual(legs ? ['idle', 'wave', 'walk'] : ['idle', 'wave']);
      for (const a of allOf(rig)) expect(a.fps).toBe(24);
    }
    const walks = (type: string, name: string) => animationsOf(rigOf(artFor(type, name))).some((a) => a.name === 'walk');
    expect(walks('monsters', 'Slimy Blob') || walks('robots', 'Delivery Drone Dot') || walks('aliens', 'Ufo Pilot Ulf') || walks('fantasy', 'Mermaid Marina')).toBe(false);
    expect(walks('fantasy', 'Pirate Pete') && walks('food-mascots', 'Taco Tom') && walks('robots', 'Bolt the Robot')).toBe(true);
  });

  it('loops every animation without a seam, and moves in between', () => {
    for (const rig of everyone) {
      for (const a of allOf(rig)) {
        expect(poseAt(a, a.frames), `${rig.name} ${a.name}`).toEqual(poseAt(a, 0));
        for (const track of Object.values(a.tracks)) {
          expect(track[0]!.frame).toBe(0);
          expect(track[track.length - 1]!.frame).toBe(a.frames);
          expect(track[track.length - 1]!.transform).toEqual(track[0]!.transform);
        }
        expect(frameScene(rig, a, Math.round(a.frames / 4))).not.toEqual(frameScene(rig, a, 0));
      }
    }
  });

  it('plays the reel as a wave and then the walk (or the idle), 4 seconds', () => {
    const rig = rigOf(artFor('fantasy', 'Pirate Pete'));
    const reel = animationOf(rig, 'reel')!;
    expect(reel.frames / reel.fps).toBe(4);
    const wave = animationOf(rig, 'wave')!;
    const walk = animationOf(rig, 'walk')!;
    // Same part transforms as the animations it is made of (none of the three is moved to fit here).
    expect(poseAt(reel, 15)).toEqual(expect.objectContaining({ transforms: expect.objectContaining(poseAt(wave, 15).transforms) }));
    expect(poseAt(reel, 48 + 30).transforms['leg-left-upper']).toEqual(poseAt(walk, 6).transforms['leg-left-upper']);
  });

  it('keeps every frame of every animation of every character inside the canvas', () => {
    for (const rig of everyone) {
      for (const a of allOf(rig)) {
        const reach = reachOf(rig, Array.from({ length: a.frames }, (_, f) => poseAt(a, f)));
        expect(reach.x, `${rig.name} ${a.name}`).toBeGreaterThanOrEqual(0);
        expect(reach.y).toBeGreaterThanOrEqual(0);
        expect(reach.x + reach.w).toBeLessThanOrEqual(1000);
        expect(reach.y + reach.h).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('renders every keyframe moment of every animation of every character as clean paths inside the canvas', () => {
    for (const rig of everyone) {
      for (const a of allOf(rig)) {
        const moments = [...new Set(Object.values(a.tracks).flatMap((t) => t.map((k) => k.frame)))];
        for (const f of moments) {
          const scene = frameScene(rig, a, f);
          for (const shape of scene.layers.flatMap((l) => l.shapes)) expect(shape.d).toMatch(/^M[-\d. ]+(?:(?:[LMC][-\d. ]+|Z) ?)*$/);
          const b = boundsOf(scene.layers);
          expect([b.x, b.y].every((v) => v >= 0) && b.x + b.w <= 1000 && b.y + b.h <= 1000, `${rig.name} ${a.name} ${f}`).toBe(true);
        }
      }
    }
  });

  it('renders any moment of any animation as clean paths inside the canvas (property)', () => {
    const pick = fc.record({ who: fc.integer({ min: 0, max: everyone.length - 1 }), which: fc.nat(), t: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }) });
    fc.assert(
      fc.property(pick, ({ who, which, t }) => {
        const rig = everyone[who]!;
        const list = allOf(rig);
        const a = list[which % list.length]!;
        const scene = frameScene(rig, a, t * a.frames);
        for (const shape of scene.layers.flatMap((l) => l.shapes)) expect(shape.d).toMatch(/^M[-\d. ]+(?:(?:[LMC][-\d. ]+|Z) ?)*$/);
        const b = boundsOf(scene.layers);
        return b.x >= 0 && b.y >= 0 && b.x + b.w <= 1000 && b.y + b.h <= 1000;
      }),
      { numRuns: 300 },
    );
  });
});
