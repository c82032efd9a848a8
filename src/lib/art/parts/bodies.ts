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
  if (art.plan === 'animal') {
    const cy = (top + bottom) / 2;
    const rx = (shoulder + hip) / 2 + 10;
    return [{ name: 'body', z: Z.body, shapes: [...ball(x, cy, rx, (bottom - top) / 2, art.palette.skin), flat(ellipsePath(x - 8, cy + 20, rx * 0.6, (bottom - top) * 0.36), art.palette.accent), solid(ellipsePath(x - 8, cy + 20, rx * 0.6, (bottom - top) * 0.36), null, 4)] }];
  }
  if (art.plan === 'robot') {
    return [{ name: 'body', z: Z.body, shapes: [...box(x - shoulder + 10, top, (shoulder - 10) * 2, bottom - top, 40, art.palette.main)] }];
  }
  if (art.plan !== 'child' && art.plan !== 'adult' && art.plan !== 'senior' && art.plan !== 'hero') return [];
  const pts = torsoPoints(rig);
  return [{ name: 'body', z: Z.body, shapes: shaded(smooth(pts), art.palette.main, shadeRight(pts, x + shoulder * 0.45)) }];
}

function arm(rig: Rig, side: 'left' | 'right', c: ReturnType<typeof limbColours>, wings: boolean): Part {
  const [from, elbow, to] = side === 'left' ? [rig.shoulderL, rig.elbowL, rig.handL] : [rig.shoulderR, rig.elbowR, rig.handR];
  const r = rig.arm;
  const name = `arm-${side}`;
  const z = side === 'left' ? Z.armL : Z.armR;
  if (wings) return { name, z, shapes: [...shaded(lens([from[0], from[1] - r * 0.5], [to[0], to[1] + r * 0.5], r * 1.6), c.sleeve, null), line(curve([from[0], from[1] + r * 0.3], [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + r * 0.7], [to[0], to[1] + r * 0.2]), 5, shade(c.sleeve))] };
  // Two segments drawn as one: both outlines first (twice the weight, half of it covered), then both fills.
  const upper = capsule(from, elbow, r);
  const fore = capsule(elbow, to, r * 0.95);
  const outline = (d: string) => ({ ...solid(d, null), strokeWidth: LINE * 2 });
  return { name, z, shapes: [outline(upper), outline(fore), flat(upper, c.sleeve), flat(fore, c.sleeve), ...ball(to[0], to[1], r * 1.2, r * 1.2, c.hand)] };
}

function leg(rig: Rig, side: 'left' | 'right', c: ReturnType<typeof limbColours>): Part {
  const [from, to] = side === 'left' ? [rig.hipL, rig.footL] : [rig.hipR, rig.footR];
  const r = rig.leg;
  const dir = side === 'left' ? -1 : 1;
  const ankle: Pt = [to[0], to[1] - r * 0.6];
  const shoe = ball(to[0] + dir * r * 0.35, to[1] - r * 0.2, r * 1.45, r * 0.85, c.shoe);
  return { name: `leg-${side}`, z: Z.legs, shapes: [solid(capsule(from, ankle, r), c.leg), ...shoe] };
}

/** The torso, both arms and (where the plan has them) both legs. */
export function bodyParts(rig: Rig, art: CharacterArt): Part[] {
  const c = limbColours(art);
  const wings = art.head === 'owl';
  const limbs: Part[] = [arm(rig, 'left', c, wings), arm(rig, 'right', c, wings)];
  if (art.pose.legs !== 'none' && rig.leg > 0) limbs.push(leg(rig, 'left', c), leg(rig, 'right', c));
  return [...torso(rig, art), ...limbs];
}
