import { ellipsePath } from '#/lib/art/scene.ts';
import { lens, polygon, roundRect, smooth, star, type Pt } from '#/lib/art/geometry.ts';
import { INK, ball, flat, light, line, shade, shaded, solid } from '#/lib/art/style.ts';
import { Z, type CharacterArt, type Part, type Rig } from '#/lib/art/model.ts';
import { shadeRight, torsoPoints } from './bodies.ts';

/** Clothes and gear worn on the body. Each returns parts named for what they are (cape, armour…). */

const part = (name: string, z: number, shapes: Part['shapes']): Part => ({ name, z, shapes });
const neckY = (r: Rig) => r.torso.top + 8;

function cape(r: Rig, a: CharacterArt): Part[] {
  const { x, top, shoulder, bottom } = r.torso;
  const c = a.palette.accent;
  const back = smooth([[x - shoulder * 0.8, top + 10], [x + shoulder * 0.8, top + 10], [x + shoulder * 1.6, bottom + 120], [x + shoulder * 0.9, bottom + 170], [x, bottom + 140], [x - shoulder * 0.9, bottom + 170], [x - shoulder * 1.6, bottom + 120]], true, 0.7);
  return [part('cape', Z.back, shaded(back, c, shadeRight([[x, top], [x + shoulder * 1.6, bottom + 120], [x + shoulder * 0.9, bottom + 170], [x, bottom + 140]], x + shoulder * 0.7))),
    part('collar', Z.outfit + 0.4, [-1, 1].map((s) => solid(polygon([[x + s * shoulder * 0.25, top + 5], [x + s * shoulder * 0.95, top + 25], [x + s * shoulder * 0.75, top + 60]]), c)))];
}

function emblem(r: Rig, a: CharacterArt): Part[] {
  const { x, top } = r.torso;
  const cx = x, cy = top + 105, s = 58;
  const mark: Record<string, string> = {
    bolt: polygon([[cx + 8, cy - s * 0.8], [cx - s * 0.45, cy + 6], [cx - 2, cy + 6], [cx - 10, cy + s * 0.8], [cx + s * 0.45, cy - 8], [cx + 2, cy - 8]]),
    star: star(cx, cy, s * 0.75, s * 0.32, 5),
    sun: star(cx, cy, s * 0.8, s * 0.5, 10),
    moon: smooth([[cx - s * 0.2, cy - s * 0.7], [cx + s * 0.5, cy - s * 0.2], [cx + s * 0.2, cy + s * 0.65], [cx - s * 0.35, cy + s * 0.55], [cx, cy + s * 0.1]], true, 0.8),
    M: polygon([[cx - s * 0.6, cy + s * 0.5], [cx - s * 0.5, cy - s * 0.5], [cx, cy], [cx + s * 0.5, cy - s * 0.5], [cx + s * 0.6, cy + s * 0.5], [cx + s * 0.32, cy + s * 0.5], [cx + s * 0.3, cy - s * 0.05], [cx, cy + s * 0.3], [cx - s * 0.3, cy - s * 0.05], [cx - s * 0.32, cy + s * 0.5]]),
    comet: smooth([[cx + s * 0.35, cy - s * 0.35], [cx + s * 0.55, cy + s * 0.05], [cx + s * 0.2, cy + s * 0.4], [cx - s * 0.7, cy + s * 0.5], [cx - s * 0.2, cy + s * 0.1], [cx - s * 0.5, cy - s * 0.55]], true, 0.6),
    shield: smooth([[cx - s * 0.55, cy - s * 0.55], [cx + s * 0.55, cy - s * 0.55], [cx + s * 0.45, cy + s * 0.2], [cx, cy + s * 0.7], [cx - s * 0.45, cy + s * 0.2]], true, 0.4),
  };
  const sign = mark[a.emblem ?? 'star'] ?? mark.star!;
  return [part('emblem', Z.outfit + 0.2, [solid(ellipsePath(cx, cy, s * 1.05, s * 0.95), a.palette.detail), solid(sign, a.palette.accent === a.palette.detail ? '#ffd84a' : a.palette.accent, 5)])];
}

function belt(r: Rig, a: CharacterArt): Part[] {
  const { x, bottom, hip } = r.torso;
  return [part('belt', Z.outfit + 0.1, [solid(roundRect(x - hip - 4, bottom - 62, (hip + 4) * 2, 30, 10), a.palette.detail), solid(roundRect(x - 22, bottom - 68, 44, 42, 8), '#ffd84a', 5)])];
}

function armour(r: Rig): Part[] {
  const pts = torsoPoints(r);
  const steel = '#c9ced8';
  const { x, top, shoulder, bottom } = r.torso;
  return [part('armour', Z.outfit, [...shaded(smooth(pts), steel, shadeRight(pts, x + shoulder * 0.4)), line(`M${x} ${top + 20} L${x} ${bottom - 10}`, 6, shade(steel)), line(smooth([[x - shoulder, top + 150], [x, top + 175], [x + shoulder, top + 150]], false), 6), ...[-1, 1].flatMap((s) => ball(x + s * shoulder * 0.95, top + 45, 62, 50, steel))])];
}

/** A coat over the torso: lapels, an open front and tails below the waist (doctor, scientist, firefighter). */
function coat(r: Rig, colour: string, inner: string): Part[] {
  const { x, top, shoulder, bottom, hip } = r.torso;
  const tails: Pt[] = [[x - hip - 8, bottom - 60], [x + hip + 8, bottom - 60], [x + hip + 22, bottom + 95], [x - hip - 22, bottom + 95]];
  const front = polygon([[x - 40, top + 5], [x + 40, top + 5], [x + 6, top + 130], [x - 6, top + 130]]);
  return [part('coat-tails', Z.body - 0.1, shaded(polygon(tails), colour, null)), part('coat', Z.outfit, [solid(front, inner, 5), ...[-1, 1].map((s) => solid(polygon([[x + s * 40, top + 5], [x + s * shoulder * 0.55, top + 15], [x + s * 10, top + 135]]), light(colour), 5)), line(`M${x} ${top + 130} L${x} ${bottom + 90}`, 5), solid(roundRect(x + shoulder * 0.3, top + 150, 50, 45, 8), colour, 5)])];
}

function stethoscope(r: Rig): Part[] {
  const { x, top } = r.torso;
  return [part('stethoscope', Z.outfit + 0.5, [line(smooth([[x - 60, top + 5], [x - 70, top + 110], [x - 20, top + 175], [x + 40, top + 160]], false), 9, '#3b4a6b'), line(smooth([[x + 60, top + 5], [x + 55, top + 80], [x + 40, top + 140]], false), 9, '#3b4a6b'), solid(ellipsePath(x + 40, top + 165, 22, 22), '#c9ced8', 5)])];
}

function apron(r: Rig, a: CharacterArt): Part[] {
  const { x, top, bottom, hip } = r.torso;
  const d = smooth([[x - 58, top + 60], [x + 58, top + 60], [x + 68, top + 140], [x + hip + 10, bottom + 40], [x - hip - 10, bottom + 40], [x - 68, top + 140]], true, 0.3);
  return [part('apron', Z.outfit, [...shaded(d, a.outfit.includes('green-apron') ? '#5aa05a' : '#ffffff', null), line(`M${x - 58} ${top + 60} L${x - 40} ${top + 5} M${x + 58} ${top + 60} L${x + 40} ${top + 5}`, 7), solid(roundRect(x - 40, bottom - 70, 80, 55, 10), light('#dddddd'), 5)])];
}

function tie(r: Rig, a: CharacterArt): Part[] {
  const { x, top } = r.torso;
  return [part('tie', Z.outfit + 0.3, [solid(polygon([[x - 30, top + 6], [x + 30, top + 6], [x, top + 60]]), '#ffffff', 5), solid(polygon([[x - 14, top + 18], [x + 14, top + 18], [x + 24, top + 150], [x, top + 178], [x - 24, top + 150]]), a.palette.detail, 5)])];
}

function lapels(r: Rig, a: CharacterArt): Part[] {
  const { x, top, shoulder } = r.torso;
  return [part('jacket', Z.outfit + 0.2, [-1, 1].map((s) => solid(polygon([[x + s * 30, top + 6], [x + s * shoulder * 0.6, top + 18], [x + s * 50, top + 110], [x + s * 26, top + 200]]), shade(a.palette.main), 5))), ...tie(r, a)];
}

function skirt(r: Rig, a: CharacterArt): Part[] {
  const { x, bottom, hip } = r.torso;
  return [part('skirt', Z.outfit, shaded(smooth([[x - hip, bottom - 70], [x + hip, bottom - 70], [x + hip + 70, bottom + 90], [x, bottom + 110], [x - hip - 70, bottom + 90]], true, 0.4), a.palette.accent, null))];
}

export const OUTFIT_PARTS: Record<string, (r: Rig, a: CharacterArt) => Part[]> = {
  cape, emblem, belt, armour, stethoscope, apron, tie, lapels, skirt,
  labcoat: (r, a) => coat(r, '#ffffff', a.palette.accent),
  'fire-coat': (r) => [...coat(r, '#c9352c', '#2b2238'), part('reflective', Z.outfit + 0.3, [line(`M${r.torso.x - r.torso.hip - 10} ${r.torso.bottom - 30} L${r.torso.x + r.torso.hip + 10} ${r.torso.bottom - 30}`, 16, '#f5e94a')])],
  scarf: (r, a) => [part('scarf', Z.outfit + 0.4, [solid(roundRect(r.torso.x + 30, neckY(r), 44, 120, 14), a.palette.detail, 6), solid(lens([r.torso.x - 105, neckY(r)], [r.torso.x + 105, neckY(r)], 26), a.palette.detail)])],
  blanket: (r) => [part('blanket', Z.outfit, [solid(roundRect(r.torso.x - 150, r.torso.top + 90, 300, 150, 30), '#e2465a'), line(`M${r.torso.x - 150} ${r.torso.top + 140} L${r.torso.x + 150} ${r.torso.top + 140}`, 14, '#ffd84a'), line(`M${r.torso.x - 150} ${r.torso.top + 190} L${r.torso.x + 150} ${r.torso.top + 190}`, 14, '#3cb6b0')])],
  badge: (r) => [part('badge', Z.outfit + 0.3, [solid(star(r.torso.x - 55, r.torso.top + 90, 32, 20, 6), '#f5c542', 5)])],
  vest: (r) => [part('vest', Z.outfit, [...[-1, 1].map((s) => solid(polygon([[r.torso.x + s * 40, r.torso.top + 4], [r.torso.x + s * (r.torso.shoulder - 10), r.torso.top + 30], [r.torso.x + s * (r.torso.hip + 4), r.torso.bottom - 30], [r.torso.x + s * 30, r.torso.bottom - 30]]), '#ff8a1c')), line(`M${r.torso.x - r.torso.hip} ${r.torso.top + 150} L${r.torso.x - 30} ${r.torso.top + 150} M${r.torso.x + 30} ${r.torso.top + 150} L${r.torso.x + r.torso.hip} ${r.torso.top + 150}`, 18, '#e8f0f0')])],
  stripes: (r) => [part('stripes', Z.outfit, [0, 1, 2, 3].map((i) => line(`M${r.torso.x - r.torso.shoulder + 14} ${r.torso.top + 60 + i * 55} L${r.torso.x + r.torso.shoulder - 14} ${r.torso.top + 60 + i * 55}`, 18, '#ffffff')))],
  sash: (r) => [part('sash', Z.outfit + 0.2, [solid(lens([r.torso.x - r.torso.hip - 6, r.torso.bottom - 55], [r.torso.x + r.torso.hip + 6, r.torso.bottom - 55], 24), '#d6333a'), solid(polygon([[r.torso.x + 50, r.torso.bottom - 50], [r.torso.x + 80, r.torso.bottom + 40], [r.torso.x + 30, r.torso.bottom + 30]]), '#d6333a', 5)])],
  shorts: (r, a) => [part('shorts', Z.outfit, [solid(smooth([[r.torso.x - r.torso.hip - 8, r.torso.bottom - 70], [r.torso.x + r.torso.hip + 8, r.torso.bottom - 70], [r.torso.x + r.torso.hip + 24, r.torso.bottom + 60], [r.torso.x + 10, r.torso.bottom + 62], [r.torso.x, r.torso.bottom + 10], [r.torso.x - 10, r.torso.bottom + 62], [r.torso.x - r.torso.hip - 24, r.torso.bottom + 60]], true, 0.3), a.palette.accent)])],
  bib: (r) => [part('bib', Z.outfit + 0.2, [solid(roundRect(r.torso.x - 55, r.torso.top + 70, 110, 85, 8), '#ffffff', 5), line(`M${r.torso.x - 15} ${r.torso.top + 95} L${r.torso.x} ${r.torso.top + 85} L${r.torso.x} ${r.torso.top + 135}`, 9)])],
  buttons: (r) => [part('buttons', Z.outfit + 0.2, [0, 1, 2].map((i) => solid(ellipsePath(r.torso.x, r.torso.top + 60 + i * 70, 11, 11), '#ffffff', 4)))],
  collar: (r) => [part('shirt-collar', Z.outfit + 0.2, [-1, 1].map((s) => solid(polygon([[r.torso.x, r.torso.top + 10], [r.torso.x + s * 60, r.torso.top - 2], [r.torso.x + s * 50, r.torso.top + 50]]), '#ffffff', 5)))],
  medal: (r) => [part('medal', Z.outfit + 0.4, [line(`M${r.torso.x - 55} ${r.torso.top + 5} L${r.torso.x} ${r.torso.top + 110} L${r.torso.x + 55} ${r.torso.top + 5}`, 12, '#3a6fd8'), ...ball(r.torso.x, r.torso.top + 130, 30, 30, '#f5c542')])],
  wings: (r) => ([-1, 1] as const).map((s) => ({ name: s < 0 ? 'wing-left' : 'wing-right', z: Z.back, kind: 'wing' as const, pivot: [r.torso.x + s * 20, r.torso.top + 70] as Pt, shapes: [flat(lens([r.torso.x + s * 20, r.torso.top + 60], [r.torso.x + s * 260, r.torso.top - 140], 70), '#bdf0ff', 0.85), solid(lens([r.torso.x + s * 20, r.torso.top + 60], [r.torso.x + s * 260, r.torso.top - 140], 70), null, 6), flat(lens([r.torso.x + s * 20, r.torso.top + 80], [r.torso.x + s * 190, r.torso.top + 230], 45), '#d9c2ff', 0.85), solid(lens([r.torso.x + s * 20, r.torso.top + 80], [r.torso.x + s * 190, r.torso.top + 230], 45), null, 6)] })),
  quiver: (r) => [part('quiver', Z.back, [solid(roundRect(r.torso.x + 60, r.torso.top - 90, 60, 230, 20), '#8a5a2b'), ...[0, 1, 2].map((i) => line(`M${r.torso.x + 75 + i * 15} ${r.torso.top - 90} L${r.torso.x + 70 + i * 18} ${r.torso.top - 140}`, 7))])],
  'high-collar': (r) => [part('collar', Z.earsBack - 0.3, [-1, 1].map((s) => solid(polygon([[r.torso.x + s * 20, r.torso.top + 20], [r.torso.x + s * 210, r.torso.top - 170], [r.torso.x + s * 170, r.torso.top + 40]]), '#b3182b')))],
  'green-apron': () => [],
  'mermaid-tail': (r, a) => [part('tail', Z.legs, [...shaded(smooth([[r.torso.x - r.torso.hip - 10, r.torso.bottom - 60], [r.torso.x + r.torso.hip + 10, r.torso.bottom - 60], [r.torso.x + r.torso.hip - 10, r.torso.bottom + 90], [r.torso.x + 60, r.torso.bottom + 190], [r.torso.x + 20, r.torso.bottom + 170], [r.torso.x - r.torso.hip + 10, r.torso.bottom + 60]], true, 0.8), a.palette.accent, null), solid(smooth([[r.torso.x + 40, r.torso.bottom + 170], [r.torso.x - 40, r.torso.bottom + 220], [r.torso.x - 60, r.torso.bottom + 180], [r.torso.x + 60, r.torso.bottom + 150], [r.torso.x + 170, r.torso.bottom + 170], [r.torso.x + 150, r.torso.bottom + 215]], true, 0.7), shade(a.palette.accent)), ...[0, 1, 2].map((i) => line(smooth([[r.torso.x - 50 + i * 10, r.torso.bottom - 10 + i * 55], [r.torso.x - 20 + i * 10, r.torso.bottom + 10 + i * 55], [r.torso.x + 10 + i * 10, r.torso.bottom - 10 + i * 55]], false), 5, shade(a.palette.accent)))])],
  panel: (r) => [part('panel', Z.outfit, [solid(roundRect(r.torso.x - 70, r.torso.top + 60, 140, 110, 14), '#2e3650'), ...['#ff5d5d', '#ffd84a', '#5de07a'].map((c, i) => solid(ellipsePath(r.torso.x - 40 + i * 40, r.torso.top + 90, 13, 13), c, 4)), line(`M${r.torso.x - 45} ${r.torso.top + 135} L${r.torso.x + 45} ${r.torso.top + 135}`, 8, '#7ff3ff')])],
  rust: (r) => [part('rust', Z.outfit, [flat(smooth([[r.torso.x - 100, r.torso.top + 150], [r.torso.x - 50, r.torso.top + 130], [r.torso.x - 40, r.torso.top + 190], [r.torso.x - 95, r.torso.top + 200]]), '#b5622a', 0.8), flat(smooth([[r.torso.x + 60, r.torso.top + 40], [r.torso.x + 110, r.torso.top + 50], [r.torso.x + 95, r.torso.top + 90]]), '#b5622a', 0.8), ...[-1, 1].flatMap((s) => [solid(ellipsePath(r.torso.x + s * 110, r.torso.top + 30, 10, 10), '#8e96a8', 4), solid(ellipsePath(r.torso.x + s * 110, r.torso.bottom - 30, 10, 10), '#8e96a8', 4)])])],
  backpack: (r) => [part('backpack', Z.back, [...shaded(roundRect(r.torso.x - 150, r.torso.top + 10, 300, 230, 50), '#ff7a45', null)]), part('straps', Z.outfit + 0.3, [-1, 1].map((s) => line(`M${r.torso.x + s * 55} ${r.torso.top + 4} L${r.torso.x + s * 70} ${r.torso.top + 170}`, 20, INK)).concat([-1, 1].map((s) => line(`M${r.torso.x + s * 55} ${r.torso.top + 4} L${r.torso.x + s * 70} ${r.torso.top + 170}`, 8, '#ff9a6b'))))],
};
