import { shapeGroup } from './lottie-shapes.ts';
import { shapesOf, REST } from './pose.ts';
import { EASINGS, type Animation, type CharacterRig, type Keyframe, type PartTransform, type RigPart } from './types.ts';

/**
 * An animation of the rig as Lottie (the JSON lottie-web, the LottieFiles players and After Effects'
 * Bodymovin read): one layer per part, named by its id, parented to its parent part's layer, with
 * its anchor on its joint. A layer's transform is the rig's own move of the part (scale, then
 * rotate about the pivot, then the offset), keyed at the animation's keyframes with the same
 * easing handles, so lottie-web computes the very matrices the rig does (pose.ts): the FLA's tweens,
 * the SVG's groups and these layers move the same drawings in the same way.
 * Parts that draw nothing (the root, joints) are null layers: they only carry their children.
 */

export const LOTTIE_VERSION = '5.12.0';

const r2 = (n: number) => Math.round(n * 100) / 100 + 0;
const r3 = (n: number) => Math.round(n * 1000) / 1000 + 0;

type Value = number[];
type LottieKeyframe = { t: number; s: Value; i?: { x: number[]; y: number[] }; o?: { x: number[]; y: number[] }; h?: 0 | 1 };
type Property = { a: 0; k: Value | number } | { a: 1; k: LottieKeyframe[] };

/** A property constant over the animation unless some keyframe moves it; keyframes keep the track's easing. */
function property(track: Keyframe[] | undefined, value: (t: PartTransform) => Value, scalar = false): Property {
  const rest = value({});
  const same = (v: Value) => v.every((n, i) => n === rest[i]);
  if (!track || track.every((k) => same(value(k.transform)))) return { a: 0, k: scalar ? rest[0]! : rest };
  const keys = track.map((k, n): LottieKeyframe => {
    const s = value(k.transform);
    if (n === track.length - 1) return { t: k.frame, s };
    const [x1, y1, x2, y2] = EASINGS[k.ease];
    return { t: k.frame, s, o: { x: [x1], y: [y1] }, i: { x: [x2], y: [y2] } };
  });
  return { a: 1, k: keys };
}

function transform(part: RigPart, track: Keyframe[] | undefined) {
  const [px, py] = part.pivot;
  return {
    a: { a: 0, k: [r2(px), r2(py)] },
    p: property(track, (t) => [r2(px + (t.x ?? 0)), r2(py + (t.y ?? 0))]),
    s: property(track, (t) => [r3((t.sx ?? 1) * 100), r3((t.sy ?? 1) * 100)]),
    r: property(track, (t) => [r3(t.rotate ?? 0)], true),
    o: { a: 0, k: 100 },
  };
}

/** The layer's number: its place in the rig, from 1 (Lottie refers to parents by these). */
const indexOf = (rig: CharacterRig) => new Map(rig.parts.map((p, i) => [p.id, i + 1]));

function layer(rig: CharacterRig, animation: Animation, part: RigPart, ind: Map<string, number>) {
  const shapes = shapesOf(rig, part, REST);
  const base = {
    ddd: 0, ind: ind.get(part.id)!, nm: part.id, sr: 1, ao: 0, ip: 0, op: animation.frames, st: 0, bm: 0,
    ks: transform(part, animation.tracks[part.id]),
    ...(part.parent ? { parent: ind.get(part.parent)! } : {}),
  };
  if (!shapes.length) return { ...base, ty: 3 };
  // Within a layer too the first item is on top: the part's shapes, listed back to front, go in reverse.
  return { ...base, ty: 4, shapes: shapes.map((s, i) => shapeGroup(s, `${part.id} ${i + 1}`)).reverse() };
}

export type LottieDocument = ReturnType<typeof rigToLottie>;

/** One animation (idle, wave, walk) as a Lottie document of the rig's canvas size, looping over its frames. */
export function rigToLottie(rig: CharacterRig, animation: Animation, title: string) {
  const ind = indexOf(rig);
  return {
    v: LOTTIE_VERSION,
    nm: `${title} — ${animation.name}`,
    fr: animation.fps,
    ip: 0,
    op: animation.frames,
    w: rig.width,
    h: rig.height,
    ddd: 0,
    assets: [],
    // Lottie draws its first layer on top; the rig lists parts back to front.
    layers: [...rig.parts].reverse().map((part) => layer(rig, animation, part, ind)),
    markers: [{ cm: animation.name, tm: 0, dr: animation.frames }],
  };
}
