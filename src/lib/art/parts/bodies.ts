import { ellipsePath } from '#/lib/art/scene.ts';
import { capsule, curve, lens, smooth, type Pt } from '#/lib/art/geometry.ts';
import { INK, LINE, ball, box, flat, line, shade, shaded, solid } from '#/lib/art/style.ts';
import { Z, type CharacterArt, type Part, type Rig } from '#/lib/art/model.ts';

/** Torso, arms and legs for each body plan; heads, faces and outfits are other parts. */

/** The right-hand strip of a smooth shape: its points pushed right of `cut`, for the shade. */
export function shadeRight(points: Pt[], cut: number): string {
  return smooth(points.map(([x, y]) => [Math.max(x, cut), y] as Pt));
}

export function torsoPoints(rig: Rig): Pt[] {
  const { x, top, bottom, shoulder, hip } = rig.torso;
  return [[x - shoulder, top + 30], [x, top], [x + shoulder, top + 30], [x + hip + 6, bottom - 40], [x + hip * 0.7, bottom], [x - hip * 0.7, bottom], [x - hip - 6, bottom - 40]];
}

const ANIMAL_LIKE = new Set(['animal', 'blob']);
const GLOVED = new Set(['food', 'drone', 'ufo']);

function limbColours(art: CharacterArt): { sleeve: string; hand: string; leg: string; shoe: string } {
  const { skin, main, accent, detail } = art.palette;
  if (ANIMAL_LIKE.has(art.plan)) {
    const limb = art.palette.limbs ?? skin;
    return { sleeve: limb, hand: limb, leg: limb, shoe: shade(limb) };
  }
  if (art.plan === 'robot') return { sleeve: detail, hand: accent, leg: detail, shoe: accent };
  if (GLOVED.has(art.plan)) return { sleeve: art.palette.limbs ?? INK, hand: '#ffffff', leg: art.palette.limbs ?? INK, shoe: accent };
  if (art.plan === 'hero') return { sleeve: main, hand: detail, leg: main, shoe: detail };
  return { sleeve: main, hand: skin, leg: art.palette.limbs ?? accent, shoe: detail };
}

function torso(rig: Rig, art: CharacterArt): Part[] {
  const { x, top, bottom, shoulder, hip } = rig.torso;
  const body = (shapes: Part['shapes']): Part[] => [{ name: 'torso', z: Z.body, shapes }];
  if (art.plan === 'animal') {
    const cy = (top + bottom) / 2;
    const rx = (shoulder + hip) / 2 + 10;
    return body([...ball(x, cy, rx, (bottom - top) / 2, art.palette.skin), flat(ellipsePath(x - 8, cy + 20, rx * 0.6, (bottom - top) * 0.36), art.palette.accent), solid(ellipsePath(x - 8, cy + 20, rx * 0.6, (bottom - top) * 0.36), null, 4)]);
  }
  if (art.plan === 'robot') return body(box(x - shoulder + 10, top, (shoulder - 10) * 2, bottom - top, 40, art.palette.main));
  if (art.plan !== 'child' && art.plan !== 'adult' && art.plan !== 'senior' && art.plan !== 'hero') return [];
  const pts = torsoPoints(rig);
  return body(shaded(smooth(pts), art.palette.main, shadeRight(pts, x + shoulder * 0.45)));
}

/** Outline at twice the weight under the fill: the fill hides the inner half, so segments that overlap join without a seam. */
const outline = (d: string) => ({ ...solid(d, null), strokeWidth: LINE * 2 });

/**
 * Two limb segments and the end (hand or foot), each its own part turning about its joint. The lower
 * segment's outline leaves out its round joint end, so where it overlaps the upper one the bend shows
 * as a crease on the inside and the upper segment's round end on the outside, never a loose line.
 */
function segments(limb: 'arm' | 'leg', side: 'left' | 'right', [from, joint, to]: [Pt, Pt, Pt], radii: [number, number], z: number, fill: string): Part[] {
  const kind = limb;
  const upper = capsule(from, joint, radii[0]);
  const lower = capsule(joint, to, radii[1]);
  return [
    { name: `${limb}-${side}-upper`, z, kind, parent: 'torso', pivot: from, shapes: [outline(upper), flat(upper, fill)] },
    { name: `${limb}-${side}-lower`, z, kind, parent: `${limb}-${side}-upper`, pivot: joint, shapes: [outline(capsule(joint, to, radii[1], true)), flat(lower, fill)] },
  ];
}

function arm(rig: Rig, side: 'left' | 'right', c: ReturnType<typeof limbColours>, wings: boolean): Part[] {
  const [from, elbow, to] = side === 'left' ? [rig.shoulderL, rig.elbowL, rig.handL] : [rig.shoulderR, rig.elbowR, rig.handR];
  const r = rig.arm;
  const z = side === 'left' ? Z.armL : Z.armR;
  if (wings) {
    const shapes = [...shaded(lens([from[0], from[1] - r * 0.5], [to[0], to[1] + r * 0.5], r * 1.6), c.sleeve, null), line(curve([from[0], from[1] + r * 0.3], [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + r * 0.7], [to[0], to[1] + r * 0.2]), 5, shade(c.sleeve))];
    return [{ name: `wing-${side}`, z, kind: 'wing', parent: 'torso', pivot: from, shapes }];
  }
  const hand: Part = { name: `hand-${side}`, z, kind: 'hand', parent: `arm-${side}-lower`, pivot: to, shapes: ball(to[0], to[1], r * 1.2, r * 1.2, c.hand) };
  return [...segments('arm', side, [from, elbow, to], [r, r * 0.95], z, c.sleeve), hand];
}

function leg(rig: Rig, side: 'left' | 'right', c: ReturnType<typeof limbColours>): Part[] {
  const [from, to] = side === 'left' ? [rig.hipL, rig.footL] : [rig.hipR, rig.footR];
  const r = rig.leg;
  const dir = side === 'left' ? -1 : 1;
  const ankle: Pt = [to[0], to[1] - r * 0.6];
  const knee: Pt = [(from[0] + ankle[0]) / 2, (from[1] + ankle[1]) / 2];
  const foot: Part = { name: `foot-${side}`, z: Z.legs, kind: 'foot', parent: `leg-${side}-lower`, pivot: ankle, shapes: ball(to[0] + dir * r * 0.35, to[1] - r * 0.2, r * 1.45, r * 0.85, c.shoe) };
  return [...segments('leg', side, [from, knee, ankle], [r, r], Z.legs, c.leg), foot];
}

/** The torso, both arms (or wings) and, where the plan has them, both legs. */
export function bodyParts(rig: Rig, art: CharacterArt): Part[] {
  const c = limbColours(art);
  const wings = art.head === 'owl';
  const limbs: Part[] = [...arm(rig, 'left', c, wings), ...arm(rig, 'right', c, wings)];
  if (hasLegs(art, rig)) limbs.push(...leg(rig, 'left', c), ...leg(rig, 'right', c));
  return [...torso(rig, art), ...limbs];
}

export const hasLegs = (art: CharacterArt, rig: Rig) => art.pose.legs !== 'none' && rig.leg > 0;
