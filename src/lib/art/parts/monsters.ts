import { ellipsePath } from '#/lib/art/scene.ts';
import { lens, polygon, smooth, type Pt } from '#/lib/art/geometry.ts';
import { ball, flat, light, line, shade, shaded, solid } from '#/lib/art/style.ts';
import { Z, type CharacterArt, type Part } from '#/lib/art/model.ts';
import type { Head, HeadResult } from './people.ts';

/** Monster heads (yeti, dragon, gremlin, pumpkin, slime blob) and the dragon's wings and tail. */

const part = (name: string, z: number, shapes: Part['shapes']): Part => ({ name, z, shapes });
const face = (h: Head, eyeY = -0.05, mouthY = 0.45, size = 0.12) => ({ x: h.x, y: h.y, r: h.r, eyeY: h.y + h.r * eyeY, eyeDX: h.r * 0.34, mouthY: h.y + h.r * mouthY, eyeSize: h.r * size });

/** A shaggy outline: an ellipse whose edge zigzags, for fur. */
export function shaggy(cx: number, cy: number, rx: number, ry: number, teeth = 22): string {
  const pts: Pt[] = [];
  for (let i = 0; i < teeth * 2; i += 1) {
    const a = (i / (teeth * 2)) * Math.PI * 2;
    const k = i % 2 ? 1.08 : 0.96;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return polygon(pts);
}

function yeti(h: Head, a: CharacterArt): HeadResult {
  const fur = a.palette.skin;
  const head = part('head', Z.head, [flat(shaggy(h.x, h.y, h.r, h.r * 0.95), fur), flat(ellipsePath(h.x + h.r * 0.3, h.y + h.r * 0.1, h.r * 0.55, h.r * 0.75), shade(fur), 0.6), solid(shaggy(h.x, h.y, h.r, h.r * 0.95), null)]);
  const mask = part('face-patch', Z.face - 0.1, [solid(ellipsePath(h.x, h.y + h.r * 0.15, h.r * 0.68, h.r * 0.6), a.palette.accent, 5)]);
  const horns = part('horns', Z.earsBack, [-1, 1].map((s) => solid(smooth([[h.x + s * h.r * 0.55, h.y - h.r * 0.6], [h.x + s * h.r * 1.15, h.y - h.r * 1.0], [h.x + s * h.r * 0.95, h.y - h.r * 0.4]], true, 0.5), '#e9d9b6')));
  return { parts: [horns, head, mask], face: face(h, 0.05, 0.45) };
}

function dragon(h: Head, a: CharacterArt): HeadResult {
  const skin = a.palette.skin;
  const horns = part('horns', Z.earsBack, [-1, 1].map((s) => solid(smooth([[h.x + s * h.r * 0.3, h.y - h.r * 0.8], [h.x + s * h.r * 0.7, h.y - h.r * 1.45], [h.x + s * h.r * 0.72, h.y - h.r * 0.7]], true, 0.5), '#f7e3a1')));
  const spikes = part('spikes', Z.earsBack - 0.1, [solid(polygon([[h.x - h.r * 0.25, h.y - h.r * 0.9], [h.x - h.r * 0.12, h.y - h.r * 1.25], [h.x, h.y - h.r * 0.95], [h.x + h.r * 0.12, h.y - h.r * 1.3], [h.x + h.r * 0.25, h.y - h.r * 0.9]]), a.palette.detail)]);
  const snout = part('snout', Z.face - 0.05, [...ball(h.x, h.y + h.r * 0.5, h.r * 0.62, h.r * 0.38, light(skin)), ...[-1, 1].map((s) => flat(ellipsePath(h.x + s * h.r * 0.18, h.y + h.r * 0.38, h.r * 0.06, h.r * 0.05), '#2b2238'))]);
  return { parts: [horns, spikes, part('head', Z.head, ball(h.x, h.y, h.r, h.r * 0.9, skin)), snout], face: face(h, -0.2, 0.62, 0.12) };
}

function gremlin(h: Head, a: CharacterArt): HeadResult {
  const skin = a.palette.skin;
  const ears = part('ears', Z.earsBack, [-1, 1].flatMap((s) => [solid(smooth([[h.x + s * h.r * 0.7, h.y - h.r * 0.5], [h.x + s * h.r * 1.9, h.y - h.r * 0.7], [h.x + s * h.r * 1.3, h.y + h.r * 0.2], [h.x + s * h.r * 0.8, h.y + h.r * 0.25]], true, 0.6), skin), flat(lens([h.x + s * h.r * 0.95, h.y - h.r * 0.2], [h.x + s * h.r * 1.65, h.y - h.r * 0.55], h.r * 0.12), '#ff9fb0')]));
  return { parts: [ears, part('head', Z.head, ball(h.x, h.y, h.r * 1.02, h.r * 0.88, skin))], face: { ...face(h, 0, 0.45, 0.15), eyeDX: h.r * 0.4 } };
}

function pumpkin(h: Head, a: CharacterArt): HeadResult {
  const c = a.palette.skin;
  const ribs = [-0.55, 0.55, 0].flatMap((k) => ball(h.x + k * h.r, h.y, h.r * (k === 0 ? 0.6 : 0.55), h.r * 0.88, c));
  const stem = part('stem', Z.earsBack, [solid(polygon([[h.x - 18, h.y - h.r * 0.75], [h.x - 8, h.y - h.r * 1.15], [h.x + 30, h.y - h.r * 1.2], [h.x + 18, h.y - h.r * 0.75]]), '#5b7a2c'), solid(lens([h.x + 20, h.y - h.r * 1.0], [h.x + h.r * 0.6, h.y - h.r * 1.05], h.r * 0.12), '#6fb03a')]);
  const nose = part('nose', Z.face + 0.1, [solid(polygon([[h.x - 20, h.y + h.r * 0.3], [h.x + 20, h.y + h.r * 0.3], [h.x, h.y + h.r * 0.18]]), '#2b2238', 4)]);
  return { parts: [stem, part('head', Z.head, ribs), nose], face: face(h, -0.05, 0.45) };
}

/** The slime is one big drop with drips at its foot; face in the upper half. */
function blob(h: Head, a: CharacterArt): HeadResult {
  const { x, y, r } = h;
  const c = a.palette.skin;
  const d = smooth([[x - r * 0.95, y + r * 0.85], [x - r * 0.95, y + r * 0.1], [x - r * 0.6, y - r * 0.7], [x, y - r * 0.95], [x + r * 0.6, y - r * 0.7], [x + r * 0.95, y + r * 0.1], [x + r * 0.95, y + r * 0.85], [x + r * 0.55, y + r * 0.95], [x + r * 0.35, y + r * 0.8], [x + r * 0.1, y + r * 0.98], [x - r * 0.3, y + r * 0.82], [x - r * 0.6, y + r * 0.96]], true, 0.8);
  const drops = [[-0.72, 0.02], [0.75, 0.3]].map(([dx, dy]) => solid(ellipsePath(x + r * dx!, y + r * dy!, r * 0.07, r * 0.1), light(c), 4));
  const shapes = [...shaded(d, c, ellipsePath(x + r * 0.55, y + r * 0.3, r * 0.3, r * 0.5)), flat(lens([x - r * 0.65, y - r * 0.2], [x - r * 0.3, y - r * 0.65], r * 0.08), '#ffffff', 0.7), ...drops];
  return { parts: [part('head', Z.head, shapes), part('drips', Z.head + 0.1, [line(`M${x + r * 0.3} ${y + r * 0.5} L${x + r * 0.3} ${y + r * 0.62}`, 10, shade(c))])], face: { x, y: y - r * 0.25, r: r * 0.7, eyeY: y - r * 0.3, eyeDX: r * 0.26, mouthY: y + r * 0.02, eyeSize: r * 0.09 } };
}

export const MONSTER_HEADS = { yeti, dragon, gremlin, pumpkin, blob };

export function dragonExtras(a: CharacterArt, top: number, bottom: number): Part[] {
  const wing = (s: number) => solid(polygon([[500 + s * 70, top + 40], [500 + s * 300, top - 130], [500 + s * 280, top + 10], [500 + s * 340, top + 60], [500 + s * 250, top + 100], [500 + s * 280, top + 170], [500 + s * 120, top + 140]]), light(a.palette.detail));
  const tail = smooth([[560, bottom - 40], [700, bottom - 10], [820, bottom - 90], [860, bottom - 190], [830, bottom - 110], [720, bottom - 70], [600, bottom - 100]], true, 0.7);
  const wings = ([-1, 1] as const).map((s): Part => ({ name: s < 0 ? 'wing-left' : 'wing-right', z: Z.back, kind: 'wing', pivot: [500 + s * 70, top + 40], shapes: [wing(s)] }));
  return [...wings, { name: 'tail', z: Z.tail, kind: 'tail', pivot: [560, bottom - 40], shapes: [...shaded(tail, a.palette.skin, null), solid(polygon([[845, bottom - 175], [900, bottom - 240], [880, bottom - 150]]), a.palette.detail)] }];
}
