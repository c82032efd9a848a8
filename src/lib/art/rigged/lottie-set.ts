import type { CharacterArt } from '#/lib/art/model.ts';
import { slugify } from '#/lib/slugify.ts';
import { rigOf } from './build.ts';
import { animationsOf } from './index.ts';
import { LOTTIE_VERSION, rigToLottie } from './lottie.ts';
import { rigInSlot, setSlots } from './set.ts';
import type { AnimationName } from './types.ts';

/**
 * A set's group scene as Lottie: the cast in one composition, standing where the set's SVG, FLA and
 * pictures put them. Each member is a precomposition (their own rig's layers, named by part, parented
 * as in their own file) placed by a precomp layer named after them, so After Effects, lottie-web and
 * the LottieFiles editor show one layer per character that an animator can move, hide or swap.
 * Everyone plays the same animation, in step.
 */

type Member = { title: string; art: CharacterArt };
type Layers = ReturnType<typeof rigToLottie>['layers'];

/**
 * A member's layers with path points to a tenth of a unit instead of a hundredth: members stand at
 * 70 % of their own size or less in the group (an error of 0.035 px at most), and the scene is about
 * 5 % smaller than its members' own files together.
 */
function coarse(layers: Layers): Layers {
  const r1 = (n: number) => Math.round(n * 10) / 10 + 0;
  const round = (key: string, value: unknown) => (['v', 'i', 'o'].includes(key) && Array.isArray(value) && Array.isArray(value[0]) ? (value as number[][]).map((pt) => pt.map(r1)) : value);
  return JSON.parse(JSON.stringify(layers, function (this: Record<string, unknown>, key, value) {
    // Only a bezier's points ({ c, v, i, o }): easing handles have `i` and `o` too, as objects.
    return 'c' in this && 'v' in this ? round(key, value) : value;
  })) as Layers;
}

const r2 = (n: number) => Math.round(n * 100) / 100 + 0;
const still = <T>(k: T) => ({ a: 0 as const, k });

/** The animations every member has (a member without legs has no walk): the group scenes a set can show. */
export function sharedAnimations(members: Member[]): AnimationName[] {
  const cast = members.slice(0, 5).map((m) => animationsOf(rigOf(m.art)).map((a) => a.name));
  return cast[0]?.filter((name) => cast.every((names) => names.includes(name))) ?? [];
}

/** The group scene playing `name` (idle, wave, walk): 1000 × 1000 like every member's own file. */
export function setToLottie(members: Member[], name: AnimationName, title: string) {
  const cast = members.slice(0, 5);
  const slots = setSlots(cast.length);
  const placed = cast.map((m, i) => {
    const rig = rigOf(m.art);
    const animation = animationsOf(rig).find((a) => a.name === name)!;
    const doc = rigToLottie(rig, animation, m.title);
    const [s, dx, dy] = rigInSlot(rig, slots[i]!);
    // Anchored on the member's root joint, so scaling or turning the character's layer pivots there.
    const [px, py] = rig.parts.find((p) => p.parent === null)!.pivot;
    return { id: slugify(m.title), doc, frames: animation.frames, fps: animation.fps, s, anchor: [r2(px), r2(py)], at: [r2(dx + s * px), r2(dy + s * py)] };
  });
  const frames = Math.max(...placed.map((p) => p.frames));
  const fps = placed[0]!.fps;
  // The back row comes first in the cast and is drawn behind: Lottie draws its first layer on top.
  const layers = placed.map((p, i) => ({
    ddd: 0, ind: i + 1, ty: 0, nm: p.id, refId: p.id, sr: 1, ao: 0, w: p.doc.w, h: p.doc.h, ip: 0, op: frames, st: 0, bm: 0,
    ks: { a: still(p.anchor), p: still(p.at), s: still([r2(p.s * 100), r2(p.s * 100)]), r: still(0), o: still(100) },
  })).reverse();
  return {
    v: LOTTIE_VERSION,
    nm: `${title} — ${name}`,
    fr: fps,
    ip: 0,
    op: frames,
    w: 1000,
    h: 1000,
    ddd: 0,
    assets: placed.map((p) => ({ id: p.id, nm: p.doc.nm, layers: coarse(p.doc.layers) })),
    layers,
    markers: [{ cm: name, tm: 0, dr: frames }],
  };
}
