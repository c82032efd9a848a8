import { ellipsePath } from '#/lib/art/scene.ts';
import { capsule, lens, polygon, roundRect, smooth, star } from '#/lib/art/geometry.ts';
import { INK, ball, flat, light, line, shade, shaded, solid } from '#/lib/art/style.ts';
import { Z, type CharacterArt, type Part } from '#/lib/art/model.ts';
import type { Head } from './people.ts';

/** Hats and headgear, sized to the head; the first name is always `hat` so tests can find it. */

const hat = (shapes: Part['shapes'], name = 'hat', z: number = Z.hat): Part => ({ name, z, shapes });

/** A dome cap over the top of the head, with a brim at `brimY` (fraction of r above the centre). */
function dome(h: Head, brimY = 0.45, height = 1.12, width = 1.04): string {
  const { x, y, r } = h;
  return smooth([[x - r * width, y - r * brimY], [x - r * 0.85, y - r * 0.95], [x, y - r * height], [x + r * 0.85, y - r * 0.95], [x + r * width, y - r * brimY]], true, 0.9);
}

const captain = (h: Head): Part[] => {
  const { x, y, r } = h;
  return [hat([...shaded(smooth([[x - r * 0.95, y - r * 0.6], [x - r * 1.05, y - r * 1.05], [x, y - r * 1.3], [x + r * 1.05, y - r * 1.05], [x + r * 0.95, y - r * 0.6]], true, 0.8), '#ffffff', null), solid(roundRect(x - r * 0.9, y - r * 0.75, r * 1.8, r * 0.2, r * 0.08), '#1f2a4a'), solid(lens([x - r * 0.7, y - r * 0.55], [x + r * 0.7, y - r * 0.55], r * 0.1), '#1f2a4a'), solid(star(x, y - r * 0.98, r * 0.14, r * 0.06, 5), '#f5c542', 4)])];
};

const pirate = (h: Head): Part[] => {
  const { x, y, r } = h;
  const tricorn = smooth([[x - r * 1.35, y - r * 0.55], [x - r * 0.9, y - r * 1.2], [x - r * 0.3, y - r * 1.05], [x, y - r * 1.4], [x + r * 0.3, y - r * 1.05], [x + r * 0.9, y - r * 1.2], [x + r * 1.35, y - r * 0.55], [x, y - r * 0.75]], true, 0.7);
  const skull = [solid(ellipsePath(x, y - r * 1.0, r * 0.14, r * 0.12), '#ffffff', 4), flat(ellipsePath(x - r * 0.05, y - r * 1.0, r * 0.03, r * 0.03), INK), flat(ellipsePath(x + r * 0.05, y - r * 1.0, r * 0.03, r * 0.03), INK), line(`M${x - r * 0.22} ${y - r * 0.8} L${x + r * 0.22} ${y - r * 0.92} M${x + r * 0.22} ${y - r * 0.8} L${x - r * 0.22} ${y - r * 0.92}`, 7, '#ffffff')];
  return [hat([...shaded(tricorn, '#2a2433', null), line(smooth([[x - r * 1.2, y - r * 0.6], [x, y - r * 0.82], [x + r * 1.2, y - r * 0.6]], false), 8, '#e0b341'), ...skull])];
};

const wizard = (h: Head, a: CharacterArt): Part[] => {
  const { x, y, r } = h;
  const c = a.palette.main;
  const cone = smooth([[x - r * 0.85, y - r * 0.62], [x - r * 0.35, y - r * 1.4], [x + r * 0.2, y - r * 2.05], [x + r * 0.75, y - r * 2.25], [x + r * 0.45, y - r * 1.5], [x + r * 0.85, y - r * 0.62]], true, 0.6);
  return [hat([solid(lens([x - r * 1.35, y - r * 0.6], [x + r * 1.35, y - r * 0.6], r * 0.16), shade(c)), ...shaded(cone, c, null), flat(star(x - r * 0.1, y - r * 1.05, r * 0.16, r * 0.07, 5), '#ffd84a'), flat(star(x + r * 0.3, y - r * 1.55, r * 0.1, r * 0.04, 5), '#ffd84a'), flat(ellipsePath(x - r * 0.35, y - r * 0.8, r * 0.05, r * 0.05), '#ffd84a')])];
};

const chef = (h: Head): Part[] => {
  const { x, y, r } = h;
  const puff = smooth([[x - r * 0.75, y - r * 0.95], [x - r * 1.05, y - r * 1.35], [x - r * 0.6, y - r * 1.8], [x, y - r * 1.65], [x + r * 0.6, y - r * 1.8], [x + r * 1.05, y - r * 1.35], [x + r * 0.75, y - r * 0.95]], true, 0.9);
  return [hat([...shaded(puff, '#ffffff', null), ...shaded(roundRect(x - r * 0.8, y - r * 1.02, r * 1.6, r * 0.42, r * 0.08), '#f4f2f7', null), line(`M${x - r * 0.3} ${y - r * 1.0} L${x - r * 0.35} ${y - r * 1.4} M${x + r * 0.3} ${y - r * 1.0} L${x + r * 0.35} ${y - r * 1.4}`, 5)])];
};

/** A helmet or cap with a visor or brim and a badge; firefighters, police and builders differ by shape and colour. */
const firefighter = (h: Head): Part[] => {
  const { x, y, r } = h;
  return [hat([solid(lens([x - r * 1.45, y - r * 0.45], [x + r * 1.45, y - r * 0.45], r * 0.14), '#c81e1e'), ...shaded(dome(h, 0.5, 1.25), '#d92b2b', null), line(`M${x} ${y - r * 1.22} L${x} ${y - r * 0.55}`, 9, shade('#d92b2b')), solid(star(x, y - r * 0.78, r * 0.2, r * 0.12, 6), '#f5c542', 5)])];
};

const police = (h: Head): Part[] => {
  const { x, y, r } = h;
  return [hat([...shaded(smooth([[x - r * 0.98, y - r * 0.6], [x - r * 1.15, y - r * 1.05], [x, y - r * 1.28], [x + r * 1.15, y - r * 1.05], [x + r * 0.98, y - r * 0.6]], true, 0.8), '#1d3d8f', null), solid(roundRect(x - r * 0.95, y - r * 0.78, r * 1.9, r * 0.22, r * 0.06), '#10204d'), solid(lens([x - r * 0.75, y - r * 0.54], [x + r * 0.75, y - r * 0.54], r * 0.12), '#10204d'), solid(star(x, y - r * 1.0, r * 0.16, r * 0.08, 6), '#f5c542', 4)])];
};

const builder = (h: Head): Part[] => {
  const { x, y, r } = h;
  return [hat([solid(lens([x - r * 1.3, y - r * 0.5], [x + r * 1.3, y - r * 0.5], r * 0.1), '#f2b705'), ...shaded(dome(h, 0.5, 1.2), '#ffc61a', null), solid(roundRect(x - r * 0.12, y - r * 1.2, r * 0.24, r * 0.65, r * 0.1), '#f2b705', 5)])];
};

const cycling = (h: Head, a: CharacterArt): Part[] => {
  const { x, y, r } = h;
  const c = a.palette.detail;
  return [hat([...shaded(smooth([[x - r * 1.08, y - r * 0.35], [x - r * 0.9, y - r * 0.95], [x, y - r * 1.2], [x + r * 0.95, y - r * 0.9], [x + r * 1.25, y - r * 0.55], [x + r * 1.05, y - r * 0.35]], true, 0.8), c, null), ...[-0.45, 0, 0.45].map((k) => flat(lens([x + k * r, y - r * 1.05], [x + k * r * 1.2, y - r * 0.55], r * 0.06), shade(c)))])];
};

const swimcap = (h: Head, a: CharacterArt): Part[] => {
  const { x, y, r } = h;
  const goggles = [-1, 1].map((s) => solid(ellipsePath(x + s * r * 0.36, y + r * 0.08, r * 0.25, r * 0.2), '#7fd8ff', 7));
  return [hat([...shaded(dome(h, 0.25, 1.08, 1.06), a.palette.accent, null)]), hat([line(`M${x - r} ${y} L${x + r} ${y}`, 8), ...goggles, flat(ellipsePath(x - r * 0.42, y + r * 0.02, r * 0.08, r * 0.05), '#ffffff', 0.8)], 'goggles', Z.face + 0.2)];
};

const headband = (h: Head, a: CharacterArt): Part[] => {
  const { x, y, r } = h;
  return [hat([solid(smooth([[x - r * 1.02, y - r * 0.45], [x, y - r * 0.72], [x + r * 1.02, y - r * 0.45], [x + r, y - r * 0.27], [x, y - r * 0.52], [x - r, y - r * 0.27]], true, 0.8), a.palette.accent)])];
};

const mortarboard = (h: Head): Part[] => {
  const { x, y, r } = h;
  return [hat([solid(roundRect(x - r * 0.7, y - r * 1.05, r * 1.4, r * 0.35, r * 0.1), '#2a2433'), solid(polygon([[x - r * 1.3, y - r * 1.12], [x, y - r * 1.4], [x + r * 1.3, y - r * 1.12], [x, y - r * 0.86]]), '#3a3346'), line(`M${x} ${y - r * 1.13} L${x + r * 1.05} ${y - r * 1.1} L${x + r * 1.1} ${y - r * 0.6}`, 6, '#f5c542'), solid(ellipsePath(x + r * 1.1, y - r * 0.55, r * 0.07, r * 0.1), '#f5c542', 4)])];
};

const cap = (h: Head, a: CharacterArt): Part[] => {
  const { x, y, r } = h;
  return [hat([solid(lens([x + r * 0.3, y - r * 0.62], [x + r * 1.55, y - r * 0.5], r * 0.1), shade(a.palette.accent)), ...shaded(dome(h, 0.55, 1.15), a.palette.accent, null), solid(ellipsePath(x, y - r * 1.13, r * 0.08, r * 0.05), a.palette.accent, 4)])];
};

const astronaut = (h: Head): Part[] => {
  const { x, y, r } = h;
  return [hat([flat(ellipsePath(x, y, r * 1.35, r * 1.3), '#bfe6ff', 0.28), solid(ellipsePath(x, y, r * 1.35, r * 1.3), null, 9), flat(lens([x - r * 1.0, y - r * 0.3], [x - r * 0.45, y - r * 1.05], r * 0.1), '#ffffff', 0.8), solid(roundRect(x - r * 0.9, y + r * 1.12, r * 1.8, r * 0.3, r * 0.12), '#d9dee8')])];
};

const antennae = (h: Head, a: CharacterArt): Part[] => {
  const { x, y, r } = h;
  return [hat([-1, 1].flatMap((s) => [line(smooth([[x + s * r * 0.25, y - r * 0.85], [x + s * r * 0.45, y - r * 1.3], [x + s * r * 0.7, y - r * 1.5]], false), 8), ...ball(x + s * r * 0.72, y - r * 1.55, r * 0.14, r * 0.14, a.palette.accent)]), 'antennae', Z.earsBack - 0.2)];
};

const starAntennae = (h: Head, a: CharacterArt): Part[] => {
  const { x, y, r } = h;
  return [hat([-1, 1].flatMap((s) => [line(smooth([[x + s * r * 0.3, y - r * 0.85], [x + s * r * 0.35, y - r * 1.3], [x + s * r * 0.6, y - r * 1.55]], false), 8), solid(star(x + s * r * 0.62, y - r * 1.6, r * 0.22, r * 0.1, 5), a.palette.hair, 5)]), 'antennae', Z.earsBack - 0.2)];
};

const horns = (h: Head, a: CharacterArt): Part[] => {
  const { x, y, r } = h;
  return [hat([-1, 1].map((s) => solid(smooth([[x + s * r * 0.35, y - r * 0.8], [x + s * r * 0.75, y - r * 1.35], [x + s * r * 0.62, y - r * 0.7]], true, 0.5), light(a.palette.detail))), 'horns', Z.earsBack - 0.2)];
};

const flower = (h: Head): Part[] => {
  const { x, y, r } = h;
  const cx = x + r * 0.62, cy = y - r * 0.8;
  return [hat([...[0, 72, 144, 216, 288].map((d) => solid(ellipsePath(cx + Math.cos((d * Math.PI) / 180) * r * 0.15, cy + Math.sin((d * Math.PI) / 180) * r * 0.15, r * 0.12, r * 0.12), '#ff7aa8', 4)), solid(ellipsePath(cx, cy, r * 0.08, r * 0.08), '#ffd84a', 4)], 'flower')];
};

const crownOfFlowers = (h: Head): Part[] => {
  const { x, y, r } = h;
  return [hat([-0.7, -0.35, 0, 0.35, 0.7].flatMap((k, i) => ball(x + k * r, y - r * 0.88 - (1 - Math.abs(k)) * r * 0.18, r * 0.13, r * 0.13, ['#ff8fb8', '#ffd84a', '#b98cff'][i % 3]!)), 'hat')];
};

const beanie = (h: Head, a: CharacterArt): Part[] => {
  const { x, y, r } = h;
  return [hat([...ball(x, y - r * 1.28, r * 0.2, r * 0.2, '#ffffff'), ...shaded(dome(h, 0.45, 1.18), a.palette.accent, null), solid(roundRect(x - r * 1.0, y - r * 0.62, r * 2, r * 0.26, r * 0.12), shade(a.palette.accent))])];
};

const knightHelmet = (h: Head): Part[] => {
  const { x, y, r } = h;
  return [hat([...shaded(dome(h, 0.35, 1.14, 1.08), '#c9ced8', null), line(`M${x} ${y - r * 1.12} L${x} ${y - r * 0.4}`, 8, shade('#c9ced8')), solid(smooth([[x - r * 0.1, y - r * 1.1], [x + r * 0.1, y - r * 1.6], [x + r * 0.6, y - r * 1.7], [x + r * 0.3, y - r * 1.1]], true, 0.7), '#d33a3a')], 'hat')];
};

const propeller = (h: Head): Part[] => {
  const { x, y, r } = h;
  return [hat([solid(capsule([x, y - r * 1.35], [x, y - r * 0.95], r * 0.06), '#8e96a8'), solid(lens([x - r * 0.9, y - r * 1.38], [x + r * 0.9, y - r * 1.38], r * 0.1), '#ff9f1c'), ...ball(x, y - r * 1.38, r * 0.1, r * 0.1, '#8e96a8')], 'propeller')];
};

const cowl = (h: Head, a: CharacterArt): Part[] => {
  const { x, y, r } = h;
  const d = smooth([[x - r * 1.05, y + r * 0.05], [x - r * 0.95, y - r * 0.7], [x - r * 0.8, y - r * 1.45], [x - r * 0.35, y - r * 0.98], [x + r * 0.35, y - r * 0.98], [x + r * 0.8, y - r * 1.45], [x + r * 0.95, y - r * 0.7], [x + r * 1.05, y + r * 0.05], [x + r * 0.5, y - r * 0.3], [x, y - r * 0.45], [x - r * 0.5, y - r * 0.3]], true, 0.5);
  return [hat(shaded(d, a.palette.main, null))];
};

export const HAT_PARTS = {
  cowl,
  starAntennae, captain, pirate, wizard, chef, firefighter, police, builder, cycling, swimcap, headband, mortarboard, cap, astronaut, antennae, horns, flower, crownOfFlowers, beanie, knightHelmet, propeller };
