import { ellipsePath } from '#/lib/art/scene.ts';
import { lens, polygon, smooth, type Pt } from '#/lib/art/geometry.ts';
import { ball, flat, shade, shaded, solid } from '#/lib/art/style.ts';
import { Z, type CharacterArt, type FaceAnchor, type Part } from '#/lib/art/model.ts';

/** Human heads (also elves and vampires) and their hair styles. */
export type Head = { x: number; y: number; r: number };
export type HeadResult = { parts: Part[]; face: FaceAnchor };

export const humanFace = (h: Head): FaceAnchor => ({ x: h.x, y: h.y, r: h.r, eyeY: h.y + h.r * 0.08, eyeDX: h.r * 0.36, mouthY: h.y + h.r * 0.45, eyeSize: h.r * 0.12 });

function ears(h: Head, skin: string, pointy: boolean): Part {
  const shapes = [-1, 1].flatMap((side) => {
    const base: Pt = [h.x + side * h.r * 0.9, h.y + h.r * 0.15];
    if (pointy) return [solid(smooth([[base[0], base[1] - h.r * 0.25], [base[0] + side * h.r * 0.55, base[1] - h.r * 0.55], [base[0] + side * h.r * 0.12, base[1] + h.r * 0.22]], true, 0.35), skin)];
    return ball(base[0] + side * h.r * 0.08, base[1], h.r * 0.18, h.r * 0.22, skin);
  });
  return { name: 'ears', z: Z.earsBack, shapes };
}

/** The top-of-head hair cap with a fringe; `peak` makes a widow's peak. */
function cap(h: Head, peak: boolean, fringe: number): string {
  const { x, y, r } = h;
  const edge: Pt[] = peak
    ? [[x + r * 0.85, y - r * 0.2], [x + r * 0.45, y - r * 0.5], [x, y - r * 0.22], [x - r * 0.45, y - r * 0.5], [x - r * 0.85, y - r * 0.2]]
    : [[x + r * 0.8, y - r * 0.25], [x + r * 0.35, y - r * (0.45 - fringe)], [x - r * 0.1, y - r * 0.4], [x - r * 0.55, y - r * (0.35 - fringe)], [x - r * 0.85, y - r * 0.1]];
  return smooth([[x - r * 1.04, y + r * 0.1], [x - r * 0.92, y - r * 0.62], [x - r * 0.45, y - r * 1.05], [x + r * 0.2, y - r * 1.1], [x + r * 0.82, y - r * 0.75], [x + r * 1.04, y + r * 0.1], ...edge]);
}

function spikes(h: Head): string {
  const { x, y, r } = h;
  const pts: Pt[] = [[x - r * 1.02, y]];
  for (let i = 0; i <= 6; i += 1) {
    const a = Math.PI + (i / 6) * Math.PI;
    pts.push([x + Math.cos(a) * r * 1.0, y - r * 0.1 + Math.sin(a) * r * 0.95], [x + Math.cos(a + 0.26) * r * 1.35, y - r * 0.1 + Math.sin(a + 0.26) * r * 1.3]);
  }
  pts.pop();
  pts.push([x + r * 1.02, y], [x + r * 0.5, y - r * 0.45], [x, y - r * 0.35], [x - r * 0.5, y - r * 0.5]);
  return polygon(pts);
}

function curls(h: Head, hair: string): Part[] {
  const shapes = [-150, -120, -90, -60, -30, -175, -5].flatMap((deg) => {
    const a = (deg * Math.PI) / 180;
    return ball(h.x + Math.cos(a) * h.r * 0.95, h.y - h.r * 0.15 + Math.sin(a) * h.r * 0.9, h.r * 0.36, h.r * 0.36, hair);
  });
  return [{ name: 'hair-back', z: Z.head - 0.1, shapes }, { name: 'hair', z: Z.hair, shapes: shaded(cap(h, false, 0.05), hair, null) }];
}

/** Hair in front of and behind the head. */
export function hairParts(h: Head, style: string, hair: string): Part[] {
  const { x, y, r } = h;
  const back = (d: string): Part => ({ name: 'hair-back', z: Z.earsBack - 0.1, shapes: shaded(d, hair, null) });
  const front = (d: string): Part => ({ name: 'hair', z: Z.hair, shapes: shaded(d, hair, null) });
  switch (style) {
    case 'spiky': return [front(spikes(h))];
    case 'curly': return curls(h, hair);
    case 'slick': return [front(cap(h, true, 0))];
    case 'bald': return [-1, 1].map((side) => ({ name: 'hair', z: Z.hair, shapes: shaded(smooth([[x + side * r * 0.98, y + r * 0.15], [x + side * r * 1.12, y - r * 0.25], [x + side * r * 0.8, y - r * 0.55], [x + side * r * 0.82, y - r * 0.1]]), hair, null) }));
    case 'long': return [back(smooth([[x - r * 1.1, y - r * 0.2], [x, y - r * 1.12], [x + r * 1.1, y - r * 0.2], [x + r * 1.2, y + r * 1.2], [x + r * 0.5, y + r * 1.3], [x - r * 0.5, y + r * 1.3], [x - r * 1.2, y + r * 1.2]])), front(cap(h, false, 0.1))];
    case 'bob': return [back(smooth([[x - r * 1.15, y - r * 0.2], [x, y - r * 1.12], [x + r * 1.15, y - r * 0.2], [x + r * 1.12, y + r * 0.7], [x - r * 1.12, y + r * 0.7]])), front(cap(h, false, 0.15))];
    case 'ponytail': return [back(lens([x + r * 0.6, y - r * 0.75], [x + r * 1.45, y + r * 0.75], r * 0.32)), front(cap(h, false, 0))];
    case 'bun': return [{ name: 'hair-back', z: Z.earsBack - 0.1, shapes: ball(x, y - r * 1.08, r * 0.38, r * 0.32, hair) }, front(cap(h, false, 0.05))];
    case 'pigtails': return [back(lens([x - r * 0.8, y - r * 0.4], [x - r * 1.5, y + r * 0.8], r * 0.3)), back(lens([x + r * 0.8, y - r * 0.4], [x + r * 1.5, y + r * 0.8], r * 0.3)), front(cap(h, false, 0.12))];
    default: return [front(cap(h, false, 0))];
  }
}

/** A human head: ears, face shape, shade, optional nose, hair. `elf` gives pointed ears. */
export function humanHead(h: Head, art: CharacterArt, pointy = false): HeadResult {
  const skin = art.palette.skin;
  const parts: Part[] = [ears(h, skin, pointy), { name: 'head', z: Z.head, shapes: ball(h.x, h.y, h.r, h.r * 0.98, skin) }];
  parts.push({ name: 'nose', z: Z.face + 0.05, shapes: [flat(ellipsePath(h.x + h.r * 0.03, h.y + h.r * 0.3, h.r * 0.07, h.r * 0.05), shade(skin))] });
  if (art.hair) parts.push(...hairParts(h, art.hair, art.palette.hair));
  return { parts, face: humanFace(h) };
}
