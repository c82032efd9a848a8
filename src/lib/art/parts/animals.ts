import { ellipsePath } from '#/lib/art/scene.ts';
import { capsule, curve, lens, polygon, smooth, type Pt } from '#/lib/art/geometry.ts';
import { INK, ball, flat, light, line, shade, shaded, solid } from '#/lib/art/style.ts';
import { Z, type CharacterArt, type FaceAnchor, type Part } from '#/lib/art/model.ts';
import type { Head, HeadResult } from './people.ts';

/** Animal heads by species, with the features that make each species read at a glance. */

const animalFace = (h: Head, eyeY = -0.05, mouthY = 0.52): FaceAnchor => ({ x: h.x, y: h.y, r: h.r, eyeY: h.y + h.r * eyeY, eyeDX: h.r * 0.34, mouthY: h.y + h.r * mouthY, eyeSize: h.r * 0.11 });

const part = (name: string, z: number, shapes: Part['shapes']): Part => ({ name, z, shapes });

function roundEars(h: Head, fur: string, inner: string, spread = 0.72): Part {
  return part('ears', Z.earsBack, [-1, 1].flatMap((s) => [...ball(h.x + s * h.r * spread, h.y - h.r * 0.74, h.r * 0.3, h.r * 0.3, fur), flat(ellipsePath(h.x + s * h.r * spread, h.y - h.r * 0.72, h.r * 0.15, h.r * 0.15), inner)]));
}

function pointyEars(h: Head, fur: string, inner: string, tall = 1): Part {
  return part('ears', Z.earsBack, [-1, 1].flatMap((s) => {
    const base: Pt[] = [[h.x + s * h.r * 0.25, h.y - h.r * 0.85], [h.x + s * h.r * 0.8, h.y - h.r * (1.35 * tall)], [h.x + s * h.r * 0.92, h.y - h.r * 0.45]];
    const innerPts: Pt[] = [[h.x + s * h.r * 0.42, h.y - h.r * 0.82], [h.x + s * h.r * 0.77, h.y - h.r * (1.2 * tall)], [h.x + s * h.r * 0.82, h.y - h.r * 0.6]];
    return [solid(smooth(base, true, 0.4), fur), flat(smooth(innerPts, true, 0.4), inner)];
  }));
}

function muzzle(h: Head, colour: string, w = 0.4, y = 0.38): Part {
  return part('snout', Z.face - 0.05, [solid(ellipsePath(h.x, h.y + h.r * y, h.r * w, h.r * 0.28), colour, 5), solid(ellipsePath(h.x, h.y + h.r * (y - 0.12), h.r * 0.12, h.r * 0.08), INK, 4)]);
}

function headBall(h: Head, fur: string, rx = 1, ry = 0.96): Part {
  return part('head', Z.head, ball(h.x, h.y, h.r * rx, h.r * ry, fur));
}

/** A bushy tail behind the body, striped for raccoons, white-tipped for foxes. */
export function tailPart(from: Pt, fur: string, tip: string | null, stripes: boolean): Part {
  if (stripes) return ringedTail(from, fur);
  const pts: Pt[] = [[from[0], from[1]], [from[0] + 140, from[1] - 40], [from[0] + 210, from[1] - 190], [from[0] + 165, from[1] - 280], [from[0] + 120, from[1] - 180], [from[0] + 40, from[1] - 90]];
  const shapes = [...shaded(smooth(pts), fur, null)];
  if (tip) shapes.splice(1, 0, flat(smooth([[from[0] + 200, from[1] - 200], [from[0] + 165, from[1] - 280], [from[0] + 127, from[1] - 200], [from[0] + 170, from[1] - 215]]), tip));
  return { name: 'tail', z: Z.tail, kind: 'tail', pivot: from, shapes };
}

/** A raccoon's tail: fur rings and dark bands from the base up to the tip (the tip drawn last, on top). */
function ringedTail(from: Pt, fur: string): Part {
  return { name: 'tail', z: Z.tail, kind: 'tail', pivot: from, shapes: [0, 1, 2, 3, 4, 5].flatMap((i) => ball(from[0] + 90 + i * 48, from[1] - 10 - i * 30, 40 - i * 2, 54 - i * 4, i % 2 ? '#3b3346' : fur)) };
}

function bear(h: Head, a: CharacterArt): HeadResult {
  return { parts: [roundEars(h, a.palette.skin, a.palette.accent), headBall(h, a.palette.skin), muzzle(h, a.palette.accent)], face: animalFace(h) };
}

function fox(h: Head, a: CharacterArt): HeadResult {
  const { x, y, r } = h;
  const cheeks = smooth([[x - r * 1.05, y + r * 0.2], [x - r * 0.45, y + r * 0.15], [x, y + r * 0.28], [x + r * 0.45, y + r * 0.15], [x + r * 1.05, y + r * 0.2], [x + r * 0.35, y + r * 0.88], [x - r * 0.35, y + r * 0.88]], true, 0.7);
  const snout = part('snout', Z.face - 0.05, [flat(cheeks, '#fff7ee'), solid(cheeks, null, 5), solid(ellipsePath(x, y + r * 0.32, r * 0.11, r * 0.08), INK, 4)]);
  return { parts: [pointyEars(h, a.palette.skin, INK, 1.1), headBall(h, a.palette.skin, 1.02, 0.92), snout], face: animalFace(h, -0.08, 0.45) };
}

function panda(h: Head): HeadResult {
  const patches = part('patches', Z.face - 0.1, [-1, 1].map((s) => flat(lens([h.x + s * h.r * 0.2, h.y + h.r * 0.15], [h.x + s * h.r * 0.5, h.y - h.r * 0.25], h.r * 0.17), '#3b3346')));
  return { parts: [roundEars(h, '#2f2a36', '#4a4256', 0.68), headBall(h, '#ffffff'), patches, muzzle(h, '#f3eee8', 0.34, 0.45)], face: animalFace(h, -0.02, 0.58) };
}

function raccoon(h: Head, a: CharacterArt): HeadResult {
  const { x, y, r } = h;
  const band = smooth([[x - r * 0.95, y - r * 0.1], [x - r * 0.4, y - r * 0.3], [x, y - r * 0.05], [x + r * 0.4, y - r * 0.3], [x + r * 0.95, y - r * 0.1], [x + r * 0.45, y + r * 0.22], [x, y + r * 0.12], [x - r * 0.45, y + r * 0.22]], true, 0.8);
  const brow = part('mask', Z.face - 0.1, [flat(smooth([[x - r * 0.7, y - r * 0.55], [x, y - r * 0.95], [x + r * 0.7, y - r * 0.55], [x, y - r * 0.4]]), light(a.palette.skin)), solid(band, '#5a5266', 4)]);
  return { parts: [pointyEars(h, a.palette.skin, '#2f2a36', 0.85), headBall(h, a.palette.skin), brow, muzzle(h, '#f1ece6', 0.36, 0.45)], face: animalFace(h, -0.02, 0.58) };
}

/** The llama's head sits high on a long neck, so it is drawn above and smaller than the rig's head. */
function llama(rigHead: Head, a: CharacterArt): HeadResult {
  const h = { x: rigHead.x, y: rigHead.y - rigHead.r * 0.3, r: rigHead.r * 0.85 };
  const { x, y, r } = h;
  const fur = a.palette.skin;
  const ears = part('ears', Z.earsBack, [-1, 1].map((s) => solid(lens([x + s * r * 0.35, y - r * 0.6], [x + s * r * 0.6, y - r * 1.45], r * 0.16), fur)));
  const neck: Part = { name: 'neck', z: Z.body + 0.5, kind: 'neck', parent: 'torso', pivot: [x, y + r * 1.9], shapes: [solid(capsule([x, y + r * 0.5], [x, y + r * 1.9], r * 0.36), fur), ...[0.9, 1.25, 1.6].map((k) => line(curve([x - r * 0.2, y + r * k], [x, y + r * (k + 0.08)], [x + r * 0.2, y + r * k]), 4, shade(fur)))] };
  const tuft = part('tuft', Z.hair, [-0.35, 0, 0.35].flatMap((k) => ball(x + k * r, y - r * 0.82 - Math.abs(k) * -0.2 * r, r * 0.26, r * 0.22, light(fur))));
  const snout = part('snout', Z.face - 0.05, [solid(ellipsePath(x, y + r * 0.5, r * 0.5, r * 0.36), light(fur), 5), flat(ellipsePath(x - r * 0.12, y + r * 0.4, r * 0.05, r * 0.04), INK), flat(ellipsePath(x + r * 0.12, y + r * 0.4, r * 0.05, r * 0.04), INK)]);
  return { parts: [ears, neck, { name: 'head', z: Z.head, pivot: [x, y + r * 0.75], shapes: ball(x, y, r * 0.8, r, fur) }, tuft, snout], face: { ...animalFace(h, -0.1, 0.58), eyeDX: r * 0.3 } };
}

function owl(h: Head, a: CharacterArt): HeadResult {
  const { x, y, r } = h;
  const tufts = part('tufts', Z.earsBack, [-1, 1].map((s) => solid(polygon([[x + s * r * 0.35, y - r * 0.8], [x + s * r * 0.95, y - r * 1.2], [x + s * r * 0.85, y - r * 0.45]]), shade(a.palette.skin))));
  const discs = part('eye-discs', Z.face - 0.1, [-1, 1].flatMap((s) => [solid(ellipsePath(x + s * r * 0.38, y - r * 0.02, r * 0.36, r * 0.36), '#fff6dd', 5)]));
  const beak = part('beak', Z.face + 0.1, [solid(polygon([[x - r * 0.13, y + r * 0.25], [x + r * 0.13, y + r * 0.25], [x, y + r * 0.55]]), '#f4a52a', 5)]);
  return { parts: [tufts, part('head', Z.head, ball(x, y, r * 1.05, r * 0.95, a.palette.skin)), discs, beak], face: { ...animalFace(h, 0, 0.7), eyeDX: r * 0.38, eyeSize: r * 0.13 } };
}

export const ANIMAL_HEADS: Record<string, (h: Head, a: CharacterArt) => HeadResult> = { bear, fox, panda, raccoon, llama, owl };

/** Extra parts a species wears on its body: tails, wings, a chest patch. */
export function animalExtras(a: CharacterArt, bodyBottom: number): Part[] {
  const from: Pt = [560, bodyBottom - 60];
  if (a.head === 'fox') return [tailPart(from, a.palette.skin, '#fff7ee', false)];
  if (a.head === 'raccoon') return [tailPart(from, a.palette.skin, null, true)];
  if (a.head === 'owl') return [part('feathers', Z.outfit, [0, 1, 2].flatMap((i) => [-1, 1].map((s) => line(`M${500 + s * 40 - 30} ${600 + i * 50} L${500 + s * 40} ${620 + i * 50} L${500 + s * 40 + 30} ${600 + i * 50}`, 5))))];
  return [];
}
