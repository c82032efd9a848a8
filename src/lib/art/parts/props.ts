import { ellipsePath } from '#/lib/art/scene.ts';
import { capsule, lens, mapLayer, polygon, roundRect, scaleAbout, smooth, star, type Pt } from '#/lib/art/geometry.ts';
import { INK, ball, box, flat, light, line, shade, shaded, solid } from '#/lib/art/style.ts';
import { Z, type CharacterArt, type Part, type Rig } from '#/lib/art/model.ts';

/** Things a character holds or stands on, placed at the hands and feet of the rig. */

const right = (name: string, shapes: Part['shapes']): Part => ({ name, z: Z.propR, shapes, follows: 'arm-right' });
const left = (name: string, shapes: Part['shapes']): Part => ({ name, z: Z.propL, shapes, follows: 'arm-left' });
/** A part grown about a point (a prop that reads too small at the hand). */
const bigger = (at: Pt, k: number, p: Part): Part => ({ ...p, shapes: mapLayer({ name: p.name, shapes: p.shapes }, scaleAbout(at[0], at[1], k), k).shapes });
/** Worn round the body: it moves with the torso. */
const worn = (name: string, shapes: Part['shapes'], z: number): Part => ({ name, z, shapes });
/** Stands on the ground or floats in the picture: it stays put while the figure moves. */
const ground = (name: string, shapes: Part['shapes'], z: number = Z.front): Part => ({ name, z, shapes, follows: 'ground' });

/** A long straight thing through the hand: from `below` under the hand to `above` over it. */
function pole(h: Pt, below: number, above: number, w: number): string {
  return capsule([h[0], h[1] + below], [h[0], h[1] - above], w);
}

function staff(r: Rig): Part[] {
  const h = r.handR;
  return [right('staff', [solid(pole(h, 200, 330, 13), '#8a5a2b'), ...ball(h[0], h[1] - 345, 42, 42, '#7fe0ff'), flat(star(h[0], h[1] - 345, 22, 9, 4), '#ffffff', 0.9)])];
}

function wand(r: Rig): Part[] {
  const h = r.handR;
  return [right('wand', [solid(capsule(h, [h[0] + 40, h[1] - 150], 7), '#ffffff'), solid(star(h[0] + 45, h[1] - 175, 42, 18, 5), '#ffd84a', 5)])];
}

function bow(r: Rig): Part[] {
  const h = r.handL;
  return [left('bow', [line(smooth([[h[0] + 15, h[1] - 190], [h[0] - 55, h[1]], [h[0] + 15, h[1] + 190]], false), 14, '#8a5a2b'), line(`M${h[0] + 15} ${h[1] - 190} L${h[0] + 15} ${h[1] + 190}`, 3, INK)])];
}

function sword(r: Rig): Part[] {
  const h = r.handR;
  return [right('sword', [solid(polygon([[h[0] - 14, h[1] - 30], [h[0] - 10, h[1] - 260], [h[0], h[1] - 295], [h[0] + 10, h[1] - 260], [h[0] + 14, h[1] - 30]]), '#e3e7ef'), solid(roundRect(h[0] - 55, h[1] - 40, 110, 22, 10), '#d9a441'), solid(capsule([h[0], h[1] - 20], [h[0], h[1] + 45], 11), '#8a5a2b')])];
}

function shield(r: Rig, a: CharacterArt): Part[] {
  const [x, y] = r.handL;
  const d = smooth([[x - 95, y - 110], [x + 95, y - 110], [x + 85, y + 30], [x, y + 130], [x - 85, y + 30]], true, 0.45);
  return [{ name: 'shield', z: Z.armL + 0.2, shapes: [...shaded(d, a.plan === 'hero' ? a.palette.accent : '#3d6fd6', null), solid(star(x, y - 5, 45, 20, 5), '#ffd84a', 5)], follows: 'arm-left' }];
}

function skateboard(r: Rig): Part[] {
  const y = Math.max(r.footL[1], r.footR[1]) + 22;
  return [ground('skateboard', [solid(roundRect(r.footL[0] - 110, y - 14, r.footR[0] - r.footL[0] + 220, 28, 14), '#e4572e'), ...[-1, 1].flatMap((s) => ball(500 + s * 120, y + 30, 22, 22, '#ffd84a'))], Z.legs - 0.1)];
}

function scooter(r: Rig): Part[] {
  const y = Math.max(r.footL[1], r.footR[1]) + 20;
  return [ground('scooter', [solid(capsule([r.footR[0] + 150, y], [r.handR[0] + 20, r.handR[1] - 10], 12), '#3cb6b0'), solid(capsule([r.handR[0] - 30, r.handR[1] - 10], [r.handR[0] + 70, r.handR[1] - 10], 10), INK), solid(roundRect(r.footL[0] - 90, y - 12, r.footR[0] - r.footL[0] + 260, 24, 12), '#3cb6b0'), ...ball(r.footL[0] - 80, y + 30, 28, 28, '#2b2238'), ...ball(r.footR[0] + 150, y + 30, 28, 28, '#2b2238')], Z.legs - 0.1)];
}

function flask(r: Rig): Part[] {
  const [x, y] = r.handR;
  const d = polygon([[x - 16, y - 110], [x + 16, y - 110], [x + 16, y - 60], [x + 70, y + 30], [x - 70, y + 30], [x - 16, y - 60]]);
  return [right('flask', [flat(d, '#e8fbff', 0.9), flat(polygon([[x - 45, y - 10], [x + 45, y - 10], [x + 70, y + 30], [x - 70, y + 30]]), '#6ee06e'), solid(d, null), ...[0, 1].map((i) => solid(ellipsePath(x - 10 + i * 25, y - 140 - i * 40, 12 - i * 3, 12 - i * 3), '#c8f7c8', 4))])];
}

function artPalette(r: Rig): Part[] {
  const [x, y] = r.handL;
  const d = smooth([[x - 90, y - 20], [x - 20, y - 70], [x + 80, y - 40], [x + 70, y + 40], [x - 10, y + 40], [x + 10, y + 5], [x - 40, y + 15]]);
  return [left('palette', [...shaded(d, '#e9c28a', null), ...['#ff4d4d', '#3d8bfd', '#ffd84a', '#43c463'].map((c, i) => solid(ellipsePath(x - 50 + i * 35, y - 30 + (i % 2) * 20, 14, 12), c, 4))])];
}

function brush(r: Rig): Part[] {
  const [x, y] = r.handR;
  return [right('brush', [solid(capsule([x - 10, y + 40], [x + 25, y - 130], 9), '#8a5a2b'), solid(lens([x + 25, y - 120], [x + 35, y - 190], 16), '#ff4d4d')])];
}

function soccerBall(r: Rig): Part[] {
  const [x, y] = [r.footR[0] + 95, r.footR[1] - 55];
  return [ground('ball', [...ball(x, y, 62, 62, '#ffffff'), solid(star(x, y, 24, 22, 5), INK, 3), ...[0, 72, 144, 216, 288].map((d) => flat(ellipsePath(x + Math.cos(((d - 90) * Math.PI) / 180) * 48, y + Math.sin(((d - 90) * Math.PI) / 180) * 48, 11, 11), INK))])];
}

function heldBall(r: Rig, colour: string, seams: boolean): Part[] {
  const [x, y] = [r.handR[0], r.handR[1] - 60];
  const lines = seams ? [line(`M${x - 60} ${y} L${x + 60} ${y}`, 5), line(`M${x} ${y - 60} L${x} ${y + 60}`, 5), line(smooth([[x - 42, y - 42], [x - 20, y], [x - 42, y + 42]], false), 5), line(smooth([[x + 42, y - 42], [x + 20, y], [x + 42, y + 42]], false), 5)] : [];
  return [right('ball', [...ball(x, y, 62, 62, colour), ...lines])];
}

function racket(r: Rig): Part[] {
  const [x, y] = r.handR;
  return [right('racket', [solid(capsule([x, y + 30], [x + 20, y - 110], 11), '#2b2238'), solid(ellipsePath(x + 30, y - 200, 62, 82), null, 14), ...[-30, 0, 30].map((k) => line(`M${x + 30 + k} ${y - 270} L${x + 30 + k} ${y - 130}`, 3, '#888888')), ...[-40, 0, 40].map((k) => line(`M${x - 25} ${y - 200 + k} L${x + 85} ${y - 200 + k}`, 3, '#888888'))]), ...heldBallLeft(r, '#d7f04b')];
}

function heldBallLeft(r: Rig, colour: string): Part[] {
  return [left('tennis-ball', ball(r.handL[0], r.handL[1] - 35, 30, 30, colour))];
}

function laptop(r: Rig): Part[] {
  const [x, y] = [(r.handL[0] + r.handR[0]) / 2, Math.min(r.handL[1], r.handR[1])];
  return [{ name: 'laptop', z: Z.armL + 0.5, shapes: [...box(x - 120, y - 160, 240, 160, 14, '#c9ced8'), flat(ellipsePath(x, y - 80, 22, 22), '#ffffff', 0.9), solid(roundRect(x - 140, y - 8, 280, 26, 10), '#8e96a8')] }];
}

function boardChart(r: Rig): Part[] {
  const x = r.handR[0] + 40, y = r.torso.top - 40;
  return [ground('board', [...box(x, y, 230, 180, 10, '#ffffff'), ...[0, 1, 2].map((i) => solid(roundRect(x + 40 + i * 55, y + 130 - (i + 1) * 35, 34, (i + 1) * 35, 4), ['#ff7a45', '#3d8bfd', '#43c463'][i]!, 4)), line(`M${x + 30} ${y + 180} L${x + 10} ${y + 320} M${x + 200} ${y + 180} L${x + 220} ${y + 320}`, 10)], Z.back), right('pointer', [line(`M${r.handR[0]} ${r.handR[1]} L${x + 70} ${y + 80}`, 8, '#8a5a2b')])];
}

export const PROP_PARTS: Record<string, (r: Rig, a: CharacterArt) => Part[]> = {
  staff, wand, bow, sword, shield, skateboard, scooter, flask, palette: artPalette, brush, 'soccer-ball': soccerBall, racket, laptop, board: boardChart,
  basketball: (r) => heldBall(r, '#f08a24', true),
  'held-ball': (r) => heldBall(r, '#ffffff', false),
  clipboard: (r) => [left('clipboard', [...box(r.handL[0] - 60, r.handL[1] - 120, 120, 160, 10, '#c99a5b'), solid(roundRect(r.handL[0] - 45, r.handL[1] - 100, 90, 125, 6), '#ffffff', 4), ...[0, 1, 2].map((i) => line(`M${r.handL[0] - 30} ${r.handL[1] - 70 + i * 30} L${r.handL[0] + 30} ${r.handL[1] - 70 + i * 30}`, 5))])],
  mug: (r) => [right('mug', [...box(r.handR[0] - 35, r.handR[1] - 70, 70, 80, 14, '#ffffff'), line(smooth([[r.handR[0] + 35, r.handR[1] - 55], [r.handR[0] + 62, r.handR[1] - 35], [r.handR[0] + 35, r.handR[1] - 12]], false), 9)])],
  calculator: (r) => [left('calculator', [...box(r.handL[0] - 55, r.handL[1] - 130, 110, 150, 14, '#3b4a6b'), flat(roundRect(r.handL[0] - 40, r.handL[1] - 115, 80, 34, 6), '#bff0c8'), ...[0, 1, 2].flatMap((i) => [0, 1, 2].map((j) => flat(roundRect(r.handL[0] - 40 + j * 28, r.handL[1] - 70 + i * 26, 22, 18, 4), '#e3e7ef')))])],
  phone: (r) => [right('phone', [...box(r.handR[0] - 30, r.handR[1] - 110, 60, 110, 12, '#2b2238'), flat(roundRect(r.handR[0] - 22, r.handR[1] - 100, 44, 80, 6), '#7fd8ff')])],
  'arrow-up': (r) => [ground('arrow', [solid(polygon([[r.handL[0] - 150, r.handL[1] - 20], [r.handL[0] - 70, r.handL[1] - 110], [r.handL[0] - 40, r.handL[1] - 80], [r.handL[0] + 10, r.handL[1] - 180], [r.handL[0] - 50, r.handL[1] - 170], [r.handL[0] - 10, r.handL[1] - 230], [r.handL[0] + 40, r.handL[1] - 160], [r.handL[0] + 35, r.handL[1] - 120], [r.handL[0] - 40, r.handL[1] - 40], [r.handL[0] - 70, r.handL[1] - 70], [r.handL[0] - 130, r.handL[1]]]), '#43c463')], Z.back)],
  hammer: (r) => [right('hammer', [solid(capsule([r.handR[0], r.handR[1] + 40], [r.handR[0], r.handR[1] - 150], 11), '#8a5a2b'), ...box(r.handR[0] - 60, r.handR[1] - 195, 120, 50, 10, '#8e96a8')])],
  wrench: (r) => [right('wrench', [solid(capsule([r.handR[0], r.handR[1] + 20], [r.handR[0] + 10, r.handR[1] - 140], 14), '#c9ced8'), solid(smooth([[r.handR[0] - 35, r.handR[1] - 150], [r.handR[0] - 10, r.handR[1] - 200], [r.handR[0] + 10, r.handR[1] - 165], [r.handR[0] + 30, r.handR[1] - 200], [r.handR[0] + 55, r.handR[1] - 150], [r.handR[0] + 10, r.handR[1] - 120]], true, 0.5), '#c9ced8')])],
  cane: (r) => [right('cane', [line(smooth([[r.handR[0] + 8, r.footR[1]], [r.handR[0] + 5, r.handR[1] - 10], [r.handR[0] - 20, r.handR[1] - 55], [r.handR[0] - 55, r.handR[1] - 30]], false), 26, INK), line(smooth([[r.handR[0] + 8, r.footR[1]], [r.handR[0] + 5, r.handR[1] - 10], [r.handR[0] - 20, r.handR[1] - 55], [r.handR[0] - 55, r.handR[1] - 30]], false), 13, '#8a5a2b')])],
  'watering-can': (r) => [right('watering-can', [...box(r.handR[0] - 10, r.handR[1] - 20, 130, 110, 20, '#43a36b'), solid(polygon([[r.handR[0] + 110, r.handR[1] + 10], [r.handR[0] + 210, r.handR[1] - 60], [r.handR[0] + 220, r.handR[1] - 45], [r.handR[0] + 115, r.handR[1] + 50]]), '#43a36b'), line(smooth([[r.handR[0], r.handR[1] - 10], [r.handR[0] + 60, r.handR[1] - 80], [r.handR[0] + 115, r.handR[1] - 10]], false), 10)])],
  yarn: (r) => [left('yarn', [...ball(r.handL[0], r.handL[1] - 45, 55, 55, '#ff7aa8'), ...[-20, 5, 30].map((k) => line(smooth([[r.handL[0] - 45, r.handL[1] - 45 + k], [r.handL[0], r.handL[1] - 60 + k], [r.handL[0] + 45, r.handL[1] - 45 + k]], false), 4, shade('#ff7aa8')))]), right('needles', [line(`M${r.handR[0] - 60} ${r.handR[1] + 40} L${r.handR[0] + 40} ${r.handR[1] - 130}`, 10, '#6b6f80'), line(`M${r.handR[0] + 60} ${r.handR[1] + 40} L${r.handR[0] - 40} ${r.handR[1] - 130}`, 10, '#6b6f80')])],
  book: (r) => [left('book', [...box(r.handL[0] - 70, r.handL[1] - 110, 140, 120, 8, '#c23a4a'), line(`M${r.handL[0] - 58} ${r.handL[1] - 90} L${r.handL[0] + 58} ${r.handL[1] - 90}`, 6, '#ffd84a')])],
  telescope: (r) => [right('telescope', [solid(capsule([r.handR[0] - 20, r.handR[1] + 20], [r.handR[0] + 150, r.handR[1] - 110], 22), '#d9a441'), solid(capsule([r.handR[0] + 90, r.handR[1] - 64], [r.handR[0] + 180, r.handR[1] - 134], 30), '#c9852a')])],
  teacup: (r) => [left('teacup', [solid(`M${r.handL[0] - 45} ${r.handL[1] - 60} L${r.handL[0] + 45} ${r.handL[1] - 60} C${r.handL[0] + 45} ${r.handL[1]} ${r.handL[0] - 45} ${r.handL[1]} ${r.handL[0] - 45} ${r.handL[1] - 60} Z`, '#ffffff'), solid(lens([r.handL[0] - 65, r.handL[1] - 5], [r.handL[0] + 65, r.handL[1] - 5], 10), '#ffffff', 5), flat(star(r.handL[0], r.handL[1] - 35, 12, 6, 5), '#ff7aa8')])],
  pan: (r) => [right('pan', [solid(capsule([r.handR[0], r.handR[1]], [r.handR[0] + 90, r.handR[1] - 60], 11), '#2b2238'), ...ball(r.handR[0] + 160, r.handR[1] - 100, 80, 40, '#3b3346'), solid(ellipsePath(r.handR[0] + 160, r.handR[1] - 108, 30, 14), '#ffd84a', 4), flat(ellipsePath(r.handR[0] + 160, r.handR[1] - 108, 65, 26), '#ffffff', 0.25)])],
  spatula: (r) => [right('spatula', [solid(capsule([r.handR[0], r.handR[1] + 30], [r.handR[0] + 10, r.handR[1] - 120], 9), '#8a5a2b'), solid(roundRect(r.handR[0] - 30, r.handR[1] - 210, 80, 95, 14), '#c9ced8')])],
  extinguisher: (r) => [right('extinguisher', [...box(r.handR[0] - 40, r.handR[1] - 20, 80, 170, 34, '#d92b2b'), solid(roundRect(r.handR[0] - 20, r.handR[1] - 55, 40, 40, 8), INK), line(smooth([[r.handR[0] + 10, r.handR[1] - 40], [r.handR[0] + 90, r.handR[1] - 60], [r.handR[0] + 110, r.handR[1] + 20]], false), 12)])],
  apple: (r) => [left('apple', [...ball(r.handL[0], r.handL[1] - 45, 45, 42, '#e23b3b'), solid(lens([r.handL[0] + 5, r.handL[1] - 85], [r.handL[0] + 45, r.handL[1] - 110], 10), '#43c463', 4)])],
  parcel: (r) => [{ name: 'parcel', z: Z.armR + 0.5, shapes: [...box((r.handL[0] + r.handR[0]) / 2 - 110, r.handL[1] - 10, 220, 170, 10, '#c99a5b'), line(`M${(r.handL[0] + r.handR[0]) / 2} ${r.handL[1] - 10} L${(r.handL[0] + r.handR[0]) / 2} ${r.handL[1] + 160}`, 16, '#e8d2a6')] }],
  bubble: (r) => [ground('speech-bubble', [solid(smooth([[r.head.x + 170, r.head.y - 220], [r.head.x + 330, r.head.y - 230], [r.head.x + 350, r.head.y - 130], [r.head.x + 260, r.head.y - 90], [r.head.x + 200, r.head.y - 50], [r.head.x + 205, r.head.y - 100], [r.head.x + 160, r.head.y - 140]], true, 0.8), '#ffffff'), ...[0, 1, 2].map((i) => flat(ellipsePath(r.head.x + 215 + i * 45, r.head.y - 160, 13, 13), '#3d8bfd'))])],
  trident: (r) => [right('trident', [solid(pole(r.handR, 150, 240, 10), '#f5c542'), solid(polygon([[r.handR[0] - 60, r.handR[1] - 330], [r.handR[0] - 50, r.handR[1] - 250], [r.handR[0] + 50, r.handR[1] - 250], [r.handR[0] + 60, r.handR[1] - 330], [r.handR[0] + 35, r.handR[1] - 280], [r.handR[0] + 10, r.handR[1] - 360], [r.handR[0] - 10, r.handR[1] - 360], [r.handR[0] - 35, r.handR[1] - 280]]), '#f5c542')])],
  'ray-gun': (r) => [right('ray-gun', [solid(smooth([[r.handR[0] - 20, r.handR[1] - 70], [r.handR[0] + 110, r.handR[1] - 90], [r.handR[0] + 120, r.handR[1] - 50], [r.handR[0] + 10, r.handR[1] - 30]]), '#b98cff'), solid(capsule([r.handR[0], r.handR[1] - 40], [r.handR[0] - 10, r.handR[1] + 30], 16), '#8e96a8'), ...[0, 1].map((i) => solid(ellipsePath(r.handR[0] + 140 + i * 30, r.handR[1] - 70, 10 + i * 6, 22 + i * 10), null, 5))])],
  stars: (r) => [ground('stars', [[-300, -160, 40], [320, -60, 30], [-330, 120, 24], [280, 200, 36]].map(([dx, dy, s]) => solid(star(r.head.x + dx!, r.head.y + dy!, s!, s! * 0.45, 5), '#ffd84a', 5)), Z.back)],
  lantern: (r) => [left('lantern', [line(`M${r.handL[0]} ${r.handL[1]} L${r.handL[0]} ${r.handL[1] + 40}`, 6), ...box(r.handL[0] - 40, r.handL[1] + 40, 80, 100, 18, '#3b3346'), flat(roundRect(r.handL[0] - 25, r.handL[1] + 55, 50, 70, 10), '#ffd84a')])],
  bicycle: () => [ground('bicycle', [...[-1, 1].flatMap((s) => [solid(ellipsePath(500 + s * 230, 860, 95, 95), null, 14), flat(ellipsePath(500 + s * 230, 860, 12, 12), INK)]), line(`M270 860 L420 720 L620 720 L730 860 M420 720 L500 860 L620 720 M270 860 L500 860`, 14, light('#3d8bfd'))], Z.back)],
  ring: (r) => [worn('swim-ring', [...ball(500, r.torso.bottom - 30, r.torso.hip + 90, 55, '#ff5d5d'), ...[-1, 1].map((s) => flat(roundRect(500 + s * (r.torso.hip + 30) - 18, r.torso.bottom - 80, 36, 100, 12), '#ffffff'))], Z.outfit + 0.5)],
  rocket: (r) => [bigger(r.handR, 1.5, right('rocket', [solid(polygon([[r.handR[0] - 40, r.handR[1] - 40], [r.handR[0] - 70, r.handR[1] + 10], [r.handR[0] - 20, r.handR[1] - 10]]), '#e2463a'), solid(polygon([[r.handR[0] + 40, r.handR[1] - 40], [r.handR[0] + 70, r.handR[1] + 10], [r.handR[0] + 20, r.handR[1] - 10]]), '#e2463a'), ...shaded(smooth([[r.handR[0] - 38, r.handR[1]], [r.handR[0] - 40, r.handR[1] - 120], [r.handR[0], r.handR[1] - 200], [r.handR[0] + 40, r.handR[1] - 120], [r.handR[0] + 38, r.handR[1]]], true, 0.6), '#f4f2f7', null), solid(ellipsePath(r.handR[0], r.handR[1] - 110, 18, 18), '#7fd8ff', 5), solid(polygon([[r.handR[0] - 25, r.handR[1] + 5], [r.handR[0] + 25, r.handR[1] + 5], [r.handR[0], r.handR[1] + 60]]), '#ffb02e', 5)]))],
  branch: (r) => {
    const y = Math.max(r.footL[1], r.footR[1]) + 25;
    return [ground('branch', [...shaded(smooth([[230, y - 20], [500, y - 34], [780, y - 14], [790, y + 16], [500, y + 8], [220, y + 18]], true, 0.6), '#8a5a2b', null), ...[[250, -1], [740, 1]].map(([x, s]) => solid(lens([x!, y - 10], [x! + s! * 70, y - 60], 18), '#5fae4a'))], Z.legs - 0.1)];
  },
  honey: (r) => [left('honey', [...box(r.handL[0] - 55, r.handL[1] - 70, 110, 100, 36, '#f5a623'), solid(roundRect(r.handL[0] - 45, r.handL[1] - 88, 90, 26, 10), '#c9852a'), flat(smooth([[r.handL[0] - 30, r.handL[1] - 45], [r.handL[0] + 30, r.handL[1] - 45], [r.handL[0] + 10, r.handL[1] - 10], [r.handL[0] - 10, r.handL[1] - 10]]), '#ffe07a')])],
  pointer: (r) => [right('pointer', [line(`M${r.handR[0] - 20} ${r.handR[1] + 30} L${r.handR[0] + 90} ${r.handR[1] - 200}`, 18, INK), line(`M${r.handR[0] - 20} ${r.handR[1] + 30} L${r.handR[0] + 90} ${r.handR[1] - 200}`, 9, '#c99a5b')])],
  headset: (r) => [{ name: 'headset', z: Z.hat + 0.1, shapes: [line(smooth([[r.head.x - r.head.r * 1.02, r.head.y], [r.head.x, r.head.y - r.head.r * 1.18], [r.head.x + r.head.r * 1.02, r.head.y]], false), 14), ...[-1, 1].map((s) => solid(roundRect(r.head.x + s * r.head.r * 1.02 - 22, r.head.y - 35, 44, 75, 16), '#3b4a6b')), line(smooth([[r.head.x - r.head.r * 1.0, r.head.y + 30], [r.head.x - r.head.r * 0.6, r.head.y + r.head.r * 0.55], [r.head.x - r.head.r * 0.3, r.head.y + r.head.r * 0.5]], false), 7)], follows: 'head' }],
};
