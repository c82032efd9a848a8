import { EASINGS, type Animation, type Easing, type Keyframe, type PartTransform, type RigPose } from './types.ts';

/** Reading an animation: the transform of every part at any frame, eased between keyframes. */

/** y of a CSS cubic-bezier at x (x1, x2 in 0…1): bisection on x(t), then y(t). */
export function ease(easing: Easing, x: number): number {
  const [x1, y1, x2, y2] = EASINGS[easing];
  if (x1 === y1 && x2 === y2) return x;
  const at = (t: number, a: number, b: number) => 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t;
  let [lo, hi, t] = [0, 1, x];
  for (let i = 0; i < 30; i += 1) {
    t = (lo + hi) / 2;
    if (at(t, x1, x2) < x) lo = t;
    else hi = t;
  }
  return at(t, y1, y2);
}

const KEYS = ['rotate', 'x', 'y', 'sx', 'sy'] as const;
const fallback = (key: (typeof KEYS)[number]) => (key === 'sx' || key === 'sy' ? 1 : 0);

/** Two transforms mixed: `u` 0 gives `a`, 1 gives `b`; a value one of them leaves out is its rest value. */
export function mix(a: PartTransform, b: PartTransform, u: number): PartTransform {
  const out: PartTransform = {};
  for (const key of KEYS) {
    if (a[key] === undefined && b[key] === undefined) continue;
    const [va, vb] = [a[key] ?? fallback(key), b[key] ?? fallback(key)];
    out[key] = va + (vb - va) * u;
  }
  return out;
}

/** A track's transform at `frame` (keyframes sorted by frame; before the first or after the last, that keyframe holds). */
export function trackAt(track: Keyframe[], frame: number): PartTransform {
  const next = track.findIndex((k) => k.frame > frame);
  if (next === 0) return track[0]!.transform;
  if (next === -1) return track[track.length - 1]!.transform;
  const [a, b] = [track[next - 1]!, track[next]!];
  return mix(a.transform, b.transform, ease(a.ease, (frame - a.frame) / (b.frame - a.frame)));
}

/** The pose at `frame` (any number: the animation loops, and frames between keyframes are eased). */
export function poseAt(animation: Animation, frame: number): RigPose {
  const f = ((frame % animation.frames) + animation.frames) % animation.frames;
  const transforms: RigPose['transforms'] = {};
  for (const [id, track] of Object.entries(animation.tracks)) transforms[id] = trackAt(track, f);
  return { transforms };
}

/** The pose at `t` in [0, 1) of the loop. */
export const poseAtTime = (animation: Animation, t: number) => poseAt(animation, t * animation.frames);
