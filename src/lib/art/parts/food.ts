import { ellipsePath } from '#/lib/art/scene.ts';
import { lens, polygon, roundRect, smooth, type Pt } from '#/lib/art/geometry.ts';
import { ball, box, flat, line, shade, shaded, solid } from '#/lib/art/style.ts';
import { Z, type CharacterArt, type FaceAnchor, type Part } from '#/lib/art/model.ts';
import type { Head, HeadResult } from './people.ts';

/** Food mascots are the food itself: a burger, cupcake, pizza slice, donut, nigiri and taco with faces. */

const part = (name: string, shapes: Part['shapes'], z: number = Z.head): Part => ({ name, z, shapes });
const anchor = (h: Head, eyeY: number, mouthY: number, size = 0.085): FaceAnchor => ({ x: h.x, y: h.y, r: h.r * 0.8, eyeY: h.y + h.r * eyeY, eyeDX: h.r * 0.26, mouthY: h.y + h.r * mouthY, eyeSize: h.r * size });

function wavy(x0: number, x1: number, y: number, amp: number, n: number): Pt[] {
  return Array.from({ length: n + 1 }, (_, i) => [x0 + ((x1 - x0) * i) / n, y + (i % 2 ? amp : -amp)] as Pt);
}

function burger({ x, y, r }: Head): HeadResult {
  const bottomBun = roundRect(x - r * 0.92, y + r * 0.45, r * 1.84, r * 0.4, r * 0.18);
  const patty = roundRect(x - r * 0.98, y + r * 0.2, r * 1.96, r * 0.3, r * 0.15);
  const lettuce = smooth([...wavy(x - r * 1.05, x + r * 1.05, y + r * 0.12, r * 0.06, 10), [x + r * 0.95, y + r * 0.25], [x - r * 0.95, y + r * 0.25]], true, 0.6);
  const cheese = polygon([[x - r * 0.9, y + r * 0.08], [x + r * 0.9, y + r * 0.08], [x + r * 0.6, y + r * 0.32], [x + r * 0.45, y + r * 0.12], [x - r * 0.2, y + r * 0.3], [x - r * 0.4, y + r * 0.12]]);
  const bun = smooth([[x - r * 0.98, y + r * 0.12], [x - r * 0.94, y - r * 0.25], [x - r * 0.66, y - r * 0.62], [x, y - r * 0.8], [x + r * 0.66, y - r * 0.62], [x + r * 0.94, y - r * 0.25], [x + r * 0.98, y + r * 0.12]], true, 1);
  const seeds = [[-0.4, -0.5], [0.1, -0.62], [0.5, -0.45], [-0.1, -0.45]].map(([dx, dy]) => solid(lens([x + r * dx!, y + r * dy!], [x + r * (dx! + 0.08), y + r * (dy! - 0.03)], r * 0.025), '#fff4d6', 3));
  return { parts: [part('bun-bottom', shaded(bottomBun, '#e9a04b', null), Z.head - 0.3), part('patty', shaded(patty, '#7a4424', null), Z.head - 0.2), part('lettuce', [solid(lettuce, '#6cc04a')], Z.head - 0.15), part('cheese', [solid(cheese, '#ffc93a')], Z.head - 0.1), part('head', [...shaded(bun, '#f0a94f', null), ...seeds])], face: anchor({ x, y, r }, -0.38, -0.12) };
}

function cupcake({ x, y, r }: Head): HeadResult {
  const wrapper = polygon([[x - r * 0.8, y - r * 0.05], [x + r * 0.8, y - r * 0.05], [x + r * 0.6, y + r * 0.85], [x - r * 0.6, y + r * 0.85]]);
  const frosting = smooth([[x - r * 0.95, y + r * 0.02], [x - r * 0.85, y - r * 0.35], [x - r * 0.45, y - r * 0.55], [x - r * 0.25, y - r * 0.8], [x + r * 0.1, y - r * 0.95], [x + r * 0.45, y - r * 0.62], [x + r * 0.85, y - r * 0.38], [x + r * 0.95, y + r * 0.02]], true, 0.8);
  const ribs = [-0.45, -0.15, 0.15, 0.45].map((k) => line(`M${x + r * k * 1.15} ${y} L${x + r * k * 0.9} ${y + r * 0.83}`, 5, shade('#7fc8f8')));
  const sprinkles = [[-0.5, -0.3, '#ffd84a'], [-0.1, -0.55, '#7fe0ff'], [0.35, -0.35, '#6cc04a'], [0.6, -0.15, '#ffd84a'], [-0.7, -0.05, '#7fe0ff']].map(([dx, dy, c]) => flat(lens([x + r * (dx as number), y + r * (dy as number)], [x + r * ((dx as number) + 0.07), y + r * ((dy as number) + 0.04)], r * 0.02), c as string));
  return { parts: [part('wrapper', [...shaded(wrapper, '#7fc8f8', null), ...ribs], Z.head - 0.1), part('head', [...shaded(frosting, '#ff9fc8', null), ...sprinkles]), part('cherry', ball(x + r * 0.1, y - r * 1.02, r * 0.16, r * 0.16, '#e2263b'), Z.head + 0.1)], face: anchor({ x, y, r }, -0.25, 0.15, 0.08) };
}

function pizza({ x, y, r }: Head): HeadResult {
  const cheese = smooth([[x - r * 0.85, y - r * 0.6], [x + r * 0.85, y - r * 0.6], [x + r * 0.2, y + r * 0.6], [x, y + r * 0.98], [x - r * 0.2, y + r * 0.6]], true, 0.25);
  const crust = roundRect(x - r * 0.98, y - r * 0.88, r * 1.96, r * 0.34, r * 0.17);
  const pepperoni = [[-0.58, -0.38], [0.58, -0.38], [0.12, 0.42], [-0.08, 0.68]].flatMap(([dx, dy]) => ball(x + r * dx!, y + r * dy!, r * 0.1, r * 0.1, '#d2352b', 4));
  return { parts: [part('head', [...shaded(cheese, '#ffc93a', null), ...pepperoni]), part('crust', shaded(crust, '#d98a3a', null), Z.head + 0.1)], face: anchor({ x, y, r }, -0.3, -0.05, 0.08) };
}

function donut({ x, y, r }: Head): HeadResult {
  const icing = smooth(Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    const k = i % 2 ? 0.8 : 0.9;
    return [x + Math.cos(a) * r * k, y - r * 0.05 + Math.sin(a) * r * k * 0.92] as Pt;
  }), true, 0.9);
  const sprinkles = [[-0.5, -0.45, '#ffd84a'], [0.4, -0.55, '#7fe0ff'], [0.65, 0.05, '#6cc04a'], [-0.7, 0.15, '#7fe0ff'], [0.3, 0.6, '#ffd84a'], [-0.35, 0.6, '#6cc04a']].map(([dx, dy, c]) => flat(lens([x + r * (dx as number), y + r * (dy as number)], [x + r * ((dx as number) + 0.08), y + r * ((dy as number) - 0.04)], r * 0.025), c as string));
  const hole = [solid(ellipsePath(x, y + r * 0.38, r * 0.2, r * 0.14), '#ffffff', 6)];
  return { parts: [part('head', [...ball(x, y, r, r * 0.95, '#e3a257'), flat(icing, '#ff8fc0'), solid(icing, null, 5), ...sprinkles, ...hole])], face: anchor({ x, y, r }, -0.32, -0.08, 0.08) };
}

function sushi({ x, y, r }: Head): HeadResult {
  const rice = roundRect(x - r * 0.95, y - r * 0.35, r * 1.9, r * 0.95, r * 0.4);
  const fish = smooth([[x - r * 1.05, y - r * 0.2], [x - r * 0.7, y - r * 0.75], [x + r * 0.2, y - r * 0.9], [x + r * 1.05, y - r * 0.55], [x + r * 1.0, y - r * 0.15], [x, y - r * 0.35]], true, 0.8);
  const stripes = [-0.5, -0.1, 0.3, 0.7].map((k) => line(smooth([[x + r * k, y - r * 0.3], [x + r * (k + 0.12), y - r * 0.55], [x + r * (k + 0.05), y - r * 0.8]], false), 9, '#ffe2cf'));
  const grains = [[-0.7, 0.3], [0.65, 0.4], [-0.5, 0.5], [0.75, 0.1]].map(([dx, dy]) => solid(lens([x + r * dx!, y + r * dy!], [x + r * (dx! + 0.1), y + r * (dy! - 0.02)], r * 0.02), '#f1efe8', 3));
  return { parts: [part('rice', [...shaded(rice, '#ffffff', null), ...grains], Z.head - 0.1), part('head', [...shaded(fish, '#ff8a5c', null), ...stripes])], face: { ...anchor({ x, y, r }, 0.1, 0.32, 0.08), eyeDX: r * 0.3 } };
}

function taco({ x, y, r }: Head): HeadResult {
  const shell = smooth([[x - r * 1.0, y + r * 0.55], [x - r * 0.8, y - r * 0.35], [x, y - r * 0.72], [x + r * 0.8, y - r * 0.35], [x + r * 1.0, y + r * 0.55]], true, 0.7);
  const filling = [solid(smooth(wavy(x - r * 0.95, x + r * 0.95, y - r * 0.05, r * 0.08, 10).map(([px, py]) => [px, py - Math.cos(((px - x) / r) * 1.2) * r * 0.62] as Pt), false), '#6cc04a', 6), ...[[-0.5, -0.55], [0.1, -0.75], [0.55, -0.5]].flatMap(([dx, dy]) => box(x + r * dx! - 18, y + r * dy! - 18, 36, 30, 6, '#e2352b', 4))];
  return { parts: [part('filling', filling, Z.head - 0.1), part('head', [...shaded(shell, '#f6c445', null), ...[[-0.5, 0.2], [0.45, 0.1], [0, 0.4]].map(([dx, dy]) => flat(ellipsePath(x + r * dx!, y + r * dy!, r * 0.05, r * 0.04), shade('#f6c445')))])], face: anchor({ x, y, r }, -0.12, 0.12, 0.085) };
}

export const FOOD_HEADS: Record<string, (h: Head, a: CharacterArt) => HeadResult> = { burger, cupcake, pizza, donut, sushi, taco };
