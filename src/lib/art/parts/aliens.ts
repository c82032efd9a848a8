import { ellipsePath } from '#/lib/art/scene.ts';
import { roundRect, smooth } from '#/lib/art/geometry.ts';
import { ball, flat, light, shade, shaded, solid } from '#/lib/art/style.ts';
import { Z, type CharacterArt, type Part, type Rig } from '#/lib/art/model.ts';
import type { Head, HeadResult } from './people.ts';

/** Alien heads (a wide-topped head with big eyes) and the flying saucer Ufo Pilot Ulf sits in. */

function alien(h: Head, a: CharacterArt): HeadResult {
  const { x, y, r } = h;
  const d = smooth([[x - r * 1.1, y - r * 0.3], [x - r * 0.7, y - r * 0.95], [x, y - r * 1.08], [x + r * 0.7, y - r * 0.95], [x + r * 1.1, y - r * 0.3], [x + r * 0.7, y + r * 0.55], [x, y + r * 0.85], [x - r * 0.7, y + r * 0.55]], true, 0.9);
  return { parts: [{ name: 'head', z: Z.head, shapes: shaded(d, a.palette.skin, smooth([[x + r * 0.55, y - r * 0.85], [x + r * 1.1, y - r * 0.3], [x + r * 0.7, y + r * 0.55], [x + r * 0.35, y + r * 0.7], [x + r * 0.6, y - r * 0.2]], true, 0.9)) }], face: { x, y, r, eyeY: y - r * 0.1, eyeDX: r * 0.42, mouthY: y + r * 0.42, eyeSize: r * 0.17 } };
}

/** The saucer hides the legs; the glass dome goes over the pilot's head. */
export function saucer(r: Rig, a: CharacterArt): Part[] {
  const { x } = r.head;
  const y = r.torso.bottom;
  const lights = [-2, -1, 0, 1, 2].flatMap((i) => ball(x + i * 115, y + 40, 20, 16, i % 2 ? '#ffd84a' : '#7fe0ff', 5));
  return [
    { name: 'dome', z: Z.back, shapes: [flat(ellipsePath(x, r.head.y + 40, 250, 260), '#bfe6ff', 0.35)] },
    { name: 'saucer', z: Z.front, shapes: [...ball(x, y + 30, 400, 95, a.palette.main), solid(roundRect(x - 260, y - 40, 520, 50, 25), light(a.palette.main)), ...lights, solid(ellipsePath(x, y + 150, 150, 30), shade(a.palette.main))] },
    { name: 'glass', z: Z.front + 0.1, shapes: [solid(`M${x - 250} ${y - 30} C${x - 260} ${r.head.y - 250} ${x + 260} ${r.head.y - 250} ${x + 250} ${y - 30}`, null, 8), flat(ellipsePath(x - 150, r.head.y - 90, 28, 60), '#ffffff', 0.5)] },
  ];
}

export const ALIEN_HEADS = { alien };
