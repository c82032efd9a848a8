import type { Pt } from '#/lib/art/geometry.ts';
import { apply, invert, localMatrix } from './matrix.ts';
import { armBy, armTo, legTo } from './limbs.ts';
import type { Animation, AnimationName, Chain, CharacterRig, Easing, Keyframe, PartTransform } from './types.ts';

/**
 * The animations every rig gets, as keyframes of joint transforms: idle (breathing, a sway, a blink,
 * a wagging tail), wave (a free hand waves; with both hands full, the right one lifts what it holds)
 * and, where the figure has legs, walk (a march in place, seen from the front as the art is drawn).
 * Each starts and ends at the rest pose, so each loops and any two play one after the other without a jump.
 */
export const ANIMATION_FPS = 24;
const IDLE = 48;
const WAVE = 48;
const WALK = 24;

type Tracks = Record<string, Keyframe[]>;
type Moment = [number, Record<string, PartTransform>];

/** Keyframe values to 4 decimals, rest values left out: files stay short, and −0.0000000001° is the 0° it means. */
function tidy(t: PartTransform): PartTransform {
  const rounded = Object.entries(t).map(([k, v]: [string, number]) => [k, Math.round(v * 1e4) / 1e4 + 0] as const);
  return Object.fromEntries(rounded.filter(([k, v]) => v !== (k === 'sx' || k === 'sy' ? 1 : 0)));
}
const keys = (list: [number, PartTransform][], easing: Easing = 'ease-in-out'): Keyframe[] => list.map(([frame, transform]) => ({ frame, transform: tidy(transform), ease: easing }));

/** Poses at frames (each naming the parts it moves) as one track per part; a part a pose leaves out is at rest there. */
function tracksOf(moments: Moment[], easing: Easing): Tracks {
  const ids = [...new Set(moments.flatMap(([, m]) => Object.keys(m)))];
  return Object.fromEntries(ids.map((id) => [id, keys(moments.map(([f, m]) => [f, m[id] ?? {}]), easing)]));
}

const has = (rig: CharacterRig, id: string) => rig.parts.some((p) => p.id === id && (p.shapes.length > 0 || rig.parts.some((c) => c.parent === id)));
const backWings = (rig: CharacterRig) => rig.parts.filter((p) => p.kind === 'wing' && p.parent === 'torso' && !Object.values(rig.chains).some((c) => c.parts.includes(p.id)));
const legParts = (rig: CharacterRig) => [rig.chains.legLeft, rig.chains.legRight].flatMap((c) => (c ? [c.parts[0]!] : []));

function idleTracks(rig: CharacterRig, n: number): Tracks {
  const breath = rig.floats ? 1 : 1.02;
  const tracks: Tracks = {
    torso: keys([[0, {}], [n / 2, { sy: breath, y: rig.floats ? -16 * rig.scale : 0 }], [n, {}]]),
    head: keys([[0, {}], [n / 4, { rotate: 2 }], [(3 * n) / 4, { rotate: -2 }], [n, {}]]),
  };
  // The legs do not breathe: they keep their length while the torso above them does.
  for (const id of legParts(rig)) tracks[id] = keys([[0, {}], [n / 2, { sy: 1 / breath }], [n, {}]]);
  if (has(rig, 'eyes')) tracks.eyes = keys([[0, {}], [n - 10, {}], [n - 8, { sy: 0.1 }], [n - 6, {}], [n, {}]], 'linear');
  if (has(rig, 'tail')) tracks.tail = keys([[0, {}], [n / 4, { rotate: 6 }], [(3 * n) / 4, { rotate: -6 }], [n, {}]]);
  for (const wing of backWings(rig)) {
    const s = wing.id.endsWith('left') ? -1 : 1;
    tracks[wing.id] = keys([[0, {}], [n / 4, { rotate: 5 * s }], [(3 * n) / 4, { rotate: -3 * s }], [n, {}]]);
  }
  for (const arm of [rig.chains.armLeft, rig.chains.armRight]) {
    if (arm) tracks[arm.parts[0]!] = keys([[0, {}], [n / 2, armBy(arm, 3, 0)[arm.parts[0]!]!], [n, {}]]);
  }
  return tracks;
}

/** The hand that waves: a free one, the right first; with both full, the right one lifts what it holds. */
function wavingArm(rig: CharacterRig): Chain | undefined {
  const { armLeft, armRight } = rig.chains;
  if (armRight && !rig.holding.right) return armRight;
  if (armLeft && !rig.holding.left) return armLeft;
  return armRight ?? armLeft;
}

function waveTracks(rig: CharacterRig, n: number): Tracks {
  const arm = wavingArm(rig);
  if (!arm) return idleTracks(rig, n);
  const s = arm.side === 'right' ? 1 : -1;
  const wing = arm.parts.length === 1;
  const [out, inward] = wing ? [armTo(arm, 160), armTo(arm, 115)] : [armTo(arm, 150, 132), armTo(arm, 150, 178)];
  const waving = tracksOf([[0, {}], [9, out], [15, inward], [21, out], [27, inward], [33, out], [39, out], [n, {}]], 'ease-in-out');
  const idle = idleTracks(rig, n);
  for (const id of arm.parts) delete idle[id];
  return { ...idle, ...waving, head: keys([[0, {}], [9, { rotate: 3 * s }], [39, { rotate: 3 * s }], [n, {}]]) };
}

function walkTracks(rig: CharacterRig, n: number): Tracks | null {
  const { legLeft, legRight, armLeft, armRight } = rig.chains;
  const torso = rig.parts.find((p) => p.id === 'torso');
  if (!legLeft || !legRight || !torso) return null;
  const [hip, knee, ankle] = legLeft.joints as [Pt, Pt, Pt];
  const length = Math.hypot(knee[0] - hip[0], knee[1] - hip[1]) + Math.hypot(ankle[0] - knee[0], ankle[1] - knee[1]);
  const moments: Moment[] = [];
  for (let f = 0; f <= n; f += 3) {
    const wave = Math.sin((2 * Math.PI * f) / n);
    const lift = [Math.max(0, wave), Math.max(0, -wave)];
    const body: PartTransform = { y: (-length * 0.025 * (1 - Math.cos((4 * Math.PI * f) / n))) / 2, rotate: 2 * wave };
    const intoTorso = invert(localMatrix(body, torso.pivot));
    const pose: Record<string, PartTransform> = { torso: body, head: { rotate: -1.2 * wave }, tail: { rotate: 8 * wave } };
    [legLeft, legRight].forEach((leg, i) => {
      const rest = leg.joints[2]!;
      const side = leg.side === 'left' ? -1 : 1;
      Object.assign(pose, legTo(leg, apply(intoTorso, [rest[0] + side * length * 0.04 * lift[i]!, rest[1] - length * 0.2 * lift[i]!])));
    });
    // An arm swings forward (in front of the body: inward, forearm up) as the other side's leg lifts.
    if (armRight) Object.assign(pose, armBy(armRight, -5 * lift[0]! + 4 * lift[1]!, -30 * lift[0]!));
    if (armLeft) Object.assign(pose, armBy(armLeft, -5 * lift[1]! + 4 * lift[0]!, -30 * lift[1]!));
    if (!has(rig, 'tail')) delete pose.tail;
    moments.push([f, pose]);
  }
  return tracksOf(moments, 'linear');
}

const animation = (name: AnimationName, frames: number, tracks: Tracks): Animation => ({ name, fps: ANIMATION_FPS, frames, loop: true, tracks });

/** One animation after another (each starts and ends at rest, so they join without a jump). */
export function sequence(name: AnimationName, parts: Animation[]): Animation {
  const ids = [...new Set(parts.flatMap((a) => Object.keys(a.tracks)))];
  const tracks: Tracks = {};
  for (const id of ids) {
    const out: Keyframe[] = [];
    let offset = 0;
    for (const a of parts) {
      const track = a.tracks[id] ?? keys([[0, {}], [a.frames, {}]], 'linear');
      for (const k of track) {
        const shifted = { ...k, frame: k.frame + offset };
        if (out.length && out[out.length - 1]!.frame === shifted.frame) out[out.length - 1] = shifted;
        else out.push(shifted);
      }
      offset += a.frames;
    }
    tracks[id] = out;
  }
  return animation(name, parts.reduce((sum, a) => sum + a.frames, 0), tracks);
}

/** The rig's animations, unfitted: idle, wave and (with legs) walk. */
export function rawAnimations(rig: CharacterRig): Animation[] {
  const walk = walkTracks(rig, WALK);
  return [animation('idle', IDLE, idleTracks(rig, IDLE)), animation('wave', WAVE, waveTracks(rig, WAVE)), ...(walk ? [animation('walk', WALK, walk)] : [])];
}
