import type { Shape } from '#/lib/art/scene.ts';

/**
 * Scene shapes as Lottie shape items. A path's absolute M/L/C/Z commands become Lottie beziers
 * (vertices with in and out tangents relative to them, as the format stores them); each shape is a
 * group holding its paths, then its stroke above its fill (Lottie draws the first item on top, SVG
 * strokes over the fill), then the group's transform carrying the shape's opacity.
 */

export type Pt2 = [number, number];
export type Bezier = { c: boolean; v: Pt2[]; i: Pt2[]; o: Pt2[] };

const r2 = (n: number) => Math.round(n * 100) / 100 + 0;
const sub = (a: Pt2, b: Pt2): Pt2 => [r2(a[0] - b[0]), r2(a[1] - b[1])];
const same = (a: Pt2, b: Pt2) => Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;

/** One path's subpaths as beziers (a subpath closed on its start point loses the repeated vertex). */
export function pathToBeziers(d: string): Bezier[] {
  const tokens = d.match(/[MLCZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const out: Bezier[] = [];
  let current: Bezier | null = null;
  let i = 0;
  const num = () => Number(tokens[i++]);
  const pt = (): Pt2 => [num(), num()];
  const finish = (closed: boolean) => {
    if (!current) return;
    current.c = closed;
    const n = current.v.length;
    if (closed && n > 1 && same(current.v[0]!, current.v[n - 1]!)) {
      current.i[0] = current.i[n - 1]!;
      current.v.pop(); current.i.pop(); current.o.pop();
    }
    if (current.v.length) out.push(current);
    current = null;
  };
  while (i < tokens.length) {
    const cmd = tokens[i++]!.toUpperCase();
    if (cmd === 'M') {
      finish(false);
      current = { c: false, v: [pt()], i: [[0, 0]], o: [[0, 0]] };
    } else if (cmd === 'L' && current) {
      current.v.push(pt()); current.i.push([0, 0]); current.o.push([0, 0]);
    } else if (cmd === 'C' && current) {
      const [c1, c2, end] = [pt(), pt(), pt()];
      const last = current.v.length - 1;
      current.o[last] = sub(c1, current.v[last]!);
      current.v.push(end); current.i.push(sub(c2, end)); current.o.push([0, 0]);
    } else if (cmd === 'Z') finish(true);
  }
  finish(false);
  return out.map((b) => ({ ...b, v: b.v.map(([x, y]) => [r2(x), r2(y)] as Pt2) }));
}

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` as Lottie's 0…1 colour (black for anything else). */
export function lottieColor(css: string): [number, number, number, number] {
  let hex = css.trim().toLowerCase();
  const rgb = hex.match(/^rgba?\((\d+)[ ,]+(\d+)[ ,]+(\d+)/);
  if (rgb) return [Number(rgb[1]) / 255, Number(rgb[2]) / 255, Number(rgb[3]) / 255, 1].map((v) => Math.round(v * 1000) / 1000) as [number, number, number, number];
  if (/^#[0-9a-f]{3}$/.test(hex)) hex = `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  if (!/^#[0-9a-f]{6}$/.test(hex)) return [0, 0, 0, 1];
  const at = (k: number) => Math.round((parseInt(hex.slice(1 + 2 * k, 3 + 2 * k), 16) / 255) * 1000) / 1000;
  return [at(0), at(1), at(2), 1];
}

const still = <T>(k: T) => ({ a: 0 as const, k });

const groupTransform = (opacity: number) => ({
  ty: 'tr', a: still([0, 0]), p: still([0, 0]), s: still([100, 100]), r: still(0), o: still(r2(opacity * 100)),
});

/** One scene shape as a Lottie group: its paths, its stroke, its fill, its transform. */
export function shapeGroup(shape: Shape, name: string) {
  const paths = pathToBeziers(shape.d).map((ks) => ({ ty: 'sh', ks: still(ks) }));
  const stroke = shape.stroke
    ? [{ ty: 'st', c: still(lottieColor(shape.stroke)), o: still(100), w: still(r2(shape.strokeWidth)), lc: 2, lj: 2 }]
    : [];
  // Fill rule 1 is non-zero, SVG's default.
  const fill = shape.fill ? [{ ty: 'fl', c: still(lottieColor(shape.fill)), o: still(100), r: 1 }] : [];
  return { ty: 'gr', nm: name, it: [...paths, ...stroke, ...fill, groupTransform(shape.opacity)] };
}
