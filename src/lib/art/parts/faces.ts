import { ellipsePath } from '#/lib/art/scene.ts';
import { curve, lens, polygon, roundRect, smooth } from '#/lib/art/geometry.ts';
import { INK, flat, line, solid } from '#/lib/art/style.ts';
import { Z, type CharacterArt, type Expression, type FaceAnchor, type Part } from '#/lib/art/model.ts';
import type { Shape } from '#/lib/art/scene.ts';

/** Eyes, brows, mouth and cheeks for each expression, placed on any head's face anchor. */

function eye(x: number, y: number, s: number, kind: 'open' | 'wide' | 'closed', squash: number): Shape[] {
  if (kind === 'closed') return [line(curve([x - s * 0.9, y], [x, y - s * 0.9], [x + s * 0.9, y]), s * 0.32)];
  if (kind === 'wide') {
    return [solid(ellipsePath(x, y, s * 0.95 * squash, s * 1.15), '#ffffff', s * 0.22), flat(ellipsePath(x, y + s * 0.1, s * 0.45 * squash, s * 0.55), INK), flat(ellipsePath(x - s * 0.15, y - s * 0.15, s * 0.16, s * 0.16), '#ffffff')];
  }
  return [flat(ellipsePath(x, y, s * 0.72 * squash, s), INK), flat(ellipsePath(x - s * 0.22, y - s * 0.38, s * 0.26, s * 0.26), '#ffffff')];
}

function brows(a: FaceAnchor, cx: number, e: Expression, single: boolean): Shape[] {
  const s = a.eyeSize;
  const y = a.eyeY - s * (e === 'surprised' ? 2.3 : single ? 2.6 : 1.7);
  const inner = e === 'angry' ? s * 0.6 : e === 'sad' ? -s * 0.6 : 0;
  const w = single ? s * 1.8 : Math.max(a.eyeDX * 0.42, s * 0.9);
  const sides = single ? [0] : [-1, 1];
  return sides.map((side) => {
    const ex = cx + side * a.eyeDX;
    if (single) return line(curve([ex - w, y - inner * 0.8], [ex, y - s * 0.3 + inner * 0.8], [ex + w, y - inner * 0.8]), s * 0.4);
    const innerPt: [number, number] = [ex - side * w, y + inner];
    const outerPt: [number, number] = [ex + side * w, y - inner * 0.4];
    return line(curve(outerPt, [ex, y - s * 0.45], innerPt), s * 0.34);
  });
}

function mouth(a: FaceAnchor, cx: number, e: Expression, glow: boolean): Shape[] {
  const w = a.r * 0.3;
  const y = a.mouthY;
  if (glow) {
    const bend = e === 'sad' ? -0.5 : e === 'surprised' || e === 'angry' ? 0 : 0.7;
    return [line(curve([cx - w * 0.8, y], [cx, y + w * bend], [cx + w * 0.8, y]), w * 0.18, '#7ff3ff')];
  }
  if (e === 'happy') {
    const d = `M${cx - w} ${y} C${cx - w * 0.7} ${y + w * 1.3} ${cx + w * 0.7} ${y + w * 1.3} ${cx + w} ${y} C${cx + w * 0.4} ${y + w * 0.18} ${cx - w * 0.4} ${y + w * 0.18} ${cx - w} ${y} Z`;
    return [flat(d, '#7a2235'), flat(ellipsePath(cx, y + w * 0.72, w * 0.45, w * 0.2), '#f0707f'), solid(d, null, w * 0.12)];
  }
  if (e === 'wink') return [line(curve([cx - w * 0.8, y], [cx, y + w * 0.9], [cx + w * 0.8, y]), w * 0.13), flat(ellipsePath(cx + w * 0.3, y + w * 0.45, w * 0.22, w * 0.18), '#f0707f')];
  if (e === 'surprised') return [solid(ellipsePath(cx, y + w * 0.3, w * 0.32, w * 0.42), '#7a2235', w * 0.12)];
  if (e === 'sad') return [line(curve([cx - w * 0.6, y + w * 0.4], [cx, y - w * 0.2], [cx + w * 0.6, y + w * 0.4]), w * 0.13)];
  const d = `M${cx - w * 0.75} ${y + w * 0.55} C${cx - w * 0.6} ${y - w * 0.15} ${cx + w * 0.6} ${y - w * 0.15} ${cx + w * 0.75} ${y + w * 0.55} C${cx + w * 0.3} ${y + w * 0.4} ${cx - w * 0.3} ${y + w * 0.4} ${cx - w * 0.75} ${y + w * 0.55} Z`;
  return [flat(d, '#7a2235'), flat(roundRect(cx - w * 0.45, y + w * 0.08, w * 0.9, w * 0.16, w * 0.06), '#ffffff'), solid(d, null, w * 0.12)];
}

function eyes(a: FaceAnchor, cx: number, e: Expression, kind: CharacterArt['face']['eyes']): Shape[] {
  const s = a.eyeSize;
  if (kind === 'cyclops') {
    const shapes = [solid(ellipsePath(cx, a.eyeY, s * 2.1, s * 2), '#ffffff', s * 0.25), flat(ellipsePath(cx, a.eyeY + s * 0.2, s * 1.05, s * 1.05), '#3aa3d8'), flat(ellipsePath(cx, a.eyeY + s * 0.2, s * 0.55, s * 0.55), INK), flat(ellipsePath(cx - s * 0.4, a.eyeY - s * 0.3, s * 0.3, s * 0.3), '#ffffff')];
    return shapes;
  }
  if (kind === 'screen') {
    const kinds = e === 'wink' ? ['closed', 'open'] : [e === 'surprised' ? 'wide' : 'open', e === 'surprised' ? 'wide' : 'open'];
    return [-1, 1].map((side, i) => (kinds[i] === 'closed' ? line(`M${cx + side * a.eyeDX - s} ${a.eyeY} L${cx + side * a.eyeDX + s} ${a.eyeY}`, s * 0.4, '#7ff3ff') : flat(roundRect(cx + side * a.eyeDX - s * 0.7, a.eyeY - s * (kinds[i] === 'wide' ? 1.2 : 0.9), s * 1.4, s * (kinds[i] === 'wide' ? 2.4 : 1.8), s * 0.5), '#7ff3ff')));
  }
  const open = e === 'surprised' ? 'wide' : 'open';
  const left = e === 'wink' ? 'closed' : open;
  const out = [...eye(cx - a.eyeDX, a.eyeY, s, left, 1), ...eye(cx + a.eyeDX, a.eyeY, s, open, 1)];
  if (kind === 'three') out.push(...eye(cx, a.eyeY - s * 1.9, s * 0.8, open, 1));
  return out;
}

function cheeks(a: FaceAnchor, cx: number): Shape[] {
  return [-1, 1].map((side) => flat(ellipsePath(cx + side * a.eyeDX * 1.35, a.eyeY + a.eyeSize * 1.9, a.eyeSize * 0.9, a.eyeSize * 0.5), '#ff7f8f', 0.4));
}

function extras(a: FaceAnchor, cx: number, list: string[], colour: string, hair: string): Part[] {
  const s = a.eyeSize;
  const parts: Part[] = [];
  if (list.includes('mask')) parts.push({ name: 'mask', z: Z.face - 0.05, shapes: [solid(`M${cx - a.eyeDX * 2} ${a.eyeY - s * 1.2} C${cx - a.eyeDX} ${a.eyeY - s * 2.4} ${cx + a.eyeDX} ${a.eyeY - s * 2.4} ${cx + a.eyeDX * 2} ${a.eyeY - s * 1.2} C${cx + a.eyeDX * 1.8} ${a.eyeY + s * 2} ${cx + a.eyeDX * 0.4} ${a.eyeY + s * 1.6} ${cx} ${a.eyeY + s * 0.6} C${cx - a.eyeDX * 0.4} ${a.eyeY + s * 1.6} ${cx - a.eyeDX * 1.8} ${a.eyeY + s * 2} ${cx - a.eyeDX * 2} ${a.eyeY - s * 1.2} Z`, colour, s * 0.3)] });
  if (list.includes('eyepatch')) parts.push({ name: 'eyepatch', z: Z.face + 0.1, shapes: [line(`M${cx - a.r * 0.95} ${a.eyeY - a.r * 0.5} L${cx + a.eyeDX} ${a.eyeY} L${cx + a.r * 0.97} ${a.eyeY + a.r * 0.15}`, s * 0.35), solid(ellipsePath(cx + a.eyeDX, a.eyeY, s * 1.5, s * 1.3), INK, s * 0.2)] });
  if (list.includes('glasses')) parts.push({ name: 'glasses', z: Z.face + 0.1, shapes: [-1, 1].map((side) => line(ellipsePath(cx + side * a.eyeDX, a.eyeY, s * 1.55, s * 1.4), s * 0.3)).concat([line(`M${cx - a.eyeDX + s * 1.55} ${a.eyeY} L${cx + a.eyeDX - s * 1.55} ${a.eyeY}`, s * 0.3)]) });
  if (list.includes('sunglasses')) parts.push({ name: 'sunglasses', z: Z.face + 0.1, shapes: [solid(`M${cx - a.eyeDX * 1.9} ${a.eyeY - s * 1.2} L${cx + a.eyeDX * 1.9} ${a.eyeY - s * 1.2} C${cx + a.eyeDX * 1.9} ${a.eyeY + s * 2} ${cx + a.eyeDX * 0.3} ${a.eyeY + s * 2} ${cx + a.eyeDX * 0.15} ${a.eyeY - s * 0.2} L${cx - a.eyeDX * 0.15} ${a.eyeY - s * 0.2} C${cx - a.eyeDX * 0.3} ${a.eyeY + s * 2} ${cx - a.eyeDX * 1.9} ${a.eyeY + s * 2} ${cx - a.eyeDX * 1.9} ${a.eyeY - s * 1.2} Z`, '#1f1b2e', s * 0.25), flat(lens([cx - a.eyeDX * 1.4, a.eyeY + s * 0.4], [cx - a.eyeDX * 0.7, a.eyeY - s * 0.6], s * 0.15), '#ffffff', 0.6)] });
  if (list.includes('mustache')) parts.push({ name: 'mustache', z: Z.face + 0.1, shapes: [solid(`M${cx} ${a.mouthY - s * 0.6} C${cx - s * 1.5} ${a.mouthY - s * 1.8} ${cx - s * 3.2} ${a.mouthY - s * 0.2} ${cx - s * 3} ${a.mouthY + s * 0.4} C${cx - s * 2} ${a.mouthY - s * 0.2} ${cx - s} ${a.mouthY + s * 0.3} ${cx} ${a.mouthY - s * 0.1} C${cx + s} ${a.mouthY + s * 0.3} ${cx + s * 2} ${a.mouthY - s * 0.2} ${cx + s * 3} ${a.mouthY + s * 0.4} C${cx + s * 3.2} ${a.mouthY - s * 0.2} ${cx + s * 1.5} ${a.mouthY - s * 1.8} ${cx} ${a.mouthY - s * 0.6} Z`, hair, s * 0.22)] });
  if (list.includes('beard')) parts.push({ name: 'beard', z: Z.face - 0.02, shapes: [solid(smooth([[cx - a.r * 0.85, a.y + a.r * 0.1], [cx - a.r * 0.4, a.mouthY - s * 0.5], [cx + a.r * 0.4, a.mouthY - s * 0.5], [cx + a.r * 0.85, a.y + a.r * 0.1], [cx + a.r * 0.6, a.y + a.r * 1.1], [cx, a.y + a.r * 1.55], [cx - a.r * 0.6, a.y + a.r * 1.1]], true, 0.8), '#f4f2f7', s * 0.22), flat(ellipsePath(cx, a.mouthY + s * 0.4, a.r * 0.22, s * 0.8), '#7a2235')] });
  if (list.includes('fangs')) parts.push({ name: 'fangs', z: Z.face + 0.1, shapes: [-1, 1].map((side) => solid(polygon([[cx + side * a.r * 0.2, a.mouthY + s * 0.1], [cx + side * a.r * 0.08, a.mouthY + s * 0.1], [cx + side * a.r * 0.14, a.mouthY + s * 1.1]]), '#ffffff', s * 0.15)) });
  return parts;
}

/**
 * The face for one expression, as the parts a rig swaps per expression (`face`: cheeks and tears,
 * `eyes`, `brows`, `mouth`: each present in every expression, maybe empty) and the extras worn on it.
 */
export function faceParts(a: FaceAnchor, art: CharacterArt, e: Expression): Part[] {
  const cx = a.x;
  const list = art.face.extras ?? [];
  const feature = (name: 'face' | 'eyes' | 'brows' | 'mouth', dz: number, pivot: [number, number], shapes: Shape[]): Part => ({ name, z: Z.face + dz, kind: name, follows: 'head', pivot, shapes });
  const tear = e === 'sad' ? [solid(`M${cx + a.eyeDX + a.eyeSize * 0.3} ${a.eyeY + a.eyeSize * 1.2} C${cx + a.eyeDX - a.eyeSize * 0.4} ${a.eyeY + a.eyeSize * 2.4} ${cx + a.eyeDX + a.eyeSize} ${a.eyeY + a.eyeSize * 2.4} ${cx + a.eyeDX + a.eyeSize * 0.3} ${a.eyeY + a.eyeSize * 1.2} Z`, '#8fd3ff', a.eyeSize * 0.15)] : [];
  const hasBrows = !list.includes('no-brows') && art.face.eyes !== 'screen';
  return [
    feature('face', 0, [a.x, a.y], [...(list.includes('no-blush') ? [] : cheeks(a, cx)), ...tear]),
    feature('eyes', 0.02, [cx, a.eyeY], eyes(a, cx, e, art.face.eyes)),
    feature('brows', 0.04, [cx, a.eyeY - a.eyeSize * 1.7], hasBrows ? brows(a, cx, e, art.face.eyes === 'cyclops') : []),
    feature('mouth', 0.06, [cx, a.mouthY], list.includes('no-mouth') ? [] : mouth(a, cx, e, art.face.eyes === 'screen')),
    ...extras(a, cx, list, art.palette.detail, art.palette.hair),
  ];
}
