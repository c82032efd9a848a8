import type { Layer } from './scene.ts';

/**
 * Path helpers for the character builder. Every helper writes absolute M/L/C/Z only, so the
 * EPS, PDF and FLA writers can map each command one to one; curves that would be arcs in SVG
 * are cubic approximations.
 */
export type Pt = [number, number];

const K = 0.5522847498;
export const f = (n: number) => String(Math.round(n * 100) / 100 + 0);

const p = ([x, y]: Pt) => `${f(x)} ${f(y)}`;

/** Straight-edged closed shape through the points. */
export function polygon(points: Pt[]): string {
  return `M${points.map(p).join(' L')} Z`;
}

/** An open polyline (for strokes such as smiles, staffs, strings). */
export function polyline(points: Pt[]): string {
  return `M${points.map(p).join(' L')}`;
}

/** A smooth curve through the points (Catmull-Rom turned into cubics); closed unless told. */
export function smooth(points: Pt[], closed = true, tension = 1): string {
  const n = points.length;
  const at = (i: number): Pt => (closed ? points[(i + n) % n]! : points[Math.max(0, Math.min(n - 1, i))]!);
  const segments = closed ? n : n - 1;
  let d = `M${p(points[0]!)}`;
  for (let i = 0; i < segments; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += ` C${p(c1)} ${p(c2)} ${p(p2)}`;
  }
  return closed ? `${d} Z` : d;
}

/** A quadratic-looking curve from a to b bending through control c (as one cubic). */
export function curve(a: Pt, c: Pt, b: Pt): string {
  const c1: Pt = [a[0] + ((c[0] - a[0]) * 2) / 3, a[1] + ((c[1] - a[1]) * 2) / 3];
  const c2: Pt = [b[0] + ((c[0] - b[0]) * 2) / 3, b[1] + ((c[1] - b[1]) * 2) / 3];
  return `M${p(a)} C${p(c1)} ${p(c2)} ${p(b)}`;
}

/** A closed lens/leaf between a and b, bulging by `w` on both sides. */
export function lens(a: Pt, b: Pt, w: number): string {
  const [nx, ny] = normal(a, b);
  const m: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const up: Pt = [m[0] + nx * w * 1.33, m[1] + ny * w * 1.33];
  const down: Pt = [m[0] - nx * w * 1.33, m[1] - ny * w * 1.33];
  return `${curve(a, up, b)} ${curve(b, down, a).replace(/^M[^C]*/, '')} Z`;
}

function normal(a: Pt, b: Pt): Pt {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
}

/**
 * A limb: a stadium from a to b, radius r (rounded ends as quarter-circle cubics). `open` leaves out
 * the round end at `a`, for the outline of a limb segment whose joint end hides under its parent.
 */
export function capsule(a: Pt, b: Pt, r: number, open = false): string {
  const [nx, ny] = normal(a, b);
  const [dx, dy] = [ny, -nx];
  const q = (c: Pt, sx: number, sy: number): Pt => [c[0] + sx * r, c[1] + sy * r];
  const a1 = q(a, nx, ny), a2 = q(a, -nx, -ny), b1 = q(b, nx, ny), b2 = q(b, -nx, -ny);
  const bTip = q(b, dx, dy), aTip = q(a, -dx, -dy);
  const arc = (from: Pt, tip: Pt, to: Pt, c: Pt) => {
    const c1: Pt = [from[0] + (tip[0] - c[0]) * K, from[1] + (tip[1] - c[1]) * K];
    const c2: Pt = [tip[0] + (from[0] - c[0]) * K, tip[1] + (from[1] - c[1]) * K];
    const c3: Pt = [tip[0] + (to[0] - c[0]) * K, tip[1] + (to[1] - c[1]) * K];
    const c4: Pt = [to[0] + (tip[0] - c[0]) * K, to[1] + (tip[1] - c[1]) * K];
    return ` C${p(c1)} ${p(c2)} ${p(tip)} C${p(c3)} ${p(c4)} ${p(to)}`;
  };
  const sides = `M${p(a1)} L${p(b1)}${arc(b1, bTip, b2, b)} L${p(a2)}`;
  return open ? sides : `${sides}${arc(a2, aTip, a1, a)} Z`;
}

/** A rectangle with rounded corners. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  const k = rr * (1 - K);
  return [
    `M${f(x + rr)} ${f(y)} L${f(x + w - rr)} ${f(y)}`,
    `C${f(x + w - k)} ${f(y)} ${f(x + w)} ${f(y + k)} ${f(x + w)} ${f(y + rr)} L${f(x + w)} ${f(y + h - rr)}`,
    `C${f(x + w)} ${f(y + h - k)} ${f(x + w - k)} ${f(y + h)} ${f(x + w - rr)} ${f(y + h)} L${f(x + rr)} ${f(y + h)}`,
    `C${f(x + k)} ${f(y + h)} ${f(x)} ${f(y + h - k)} ${f(x)} ${f(y + h - rr)} L${f(x)} ${f(y + rr)}`,
    `C${f(x)} ${f(y + k)} ${f(x + k)} ${f(y)} ${f(x + rr)} ${f(y)} Z`,
  ].join(' ');
}

/** A point on an ellipse at angle `deg` (0 = right, 90 = down). */
export function onEllipse(cx: number, cy: number, rx: number, ry: number, deg: number): Pt {
  const a = (deg * Math.PI) / 180;
  return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
}

/** A regular star or polygon with alternating radii. */
export function star(cx: number, cy: number, outer: number, inner: number, points: number, rotate = -90): string {
  const pts: Pt[] = [];
  for (let i = 0; i < points * 2; i += 1) pts.push(onEllipse(cx, cy, i % 2 ? inner : outer, i % 2 ? inner : outer, rotate + (i * 180) / points));
  return polygon(pts);
}

export type Transform = (pt: Pt) => Pt;

/** Applies a point transform to every coordinate pair of an M/L/C/Z path. */
export function mapPath(d: string, t: Transform): string {
  const tokens = d.match(/[MLCZ]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const tok = tokens[i]!;
    if (/[MLCZ]/.test(tok)) out.push(tok);
    else {
      out.push(p(t([Number(tok), Number(tokens[i + 1])])));
      i += 1;
    }
  }
  return out.join(' ').replace(/([MLC]) /g, '$1');
}

export const translate = (dx: number, dy: number): Transform => ([x, y]) => [x + dx, y + dy];
export const scaleAbout = (cx: number, cy: number, sx: number, sy = sx): Transform => ([x, y]) => [cx + (x - cx) * sx, cy + (y - cy) * sy];
export const mirrorX = (cx: number): Transform => ([x, y]) => [2 * cx - x, y];
export function rotateAbout(cx: number, cy: number, deg: number): Transform {
  const a = (deg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  return ([x, y]) => [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c];
}

/** Moves a whole layer; strokes scale with `scale` so a smaller figure keeps the house line weight ratio. */
export function mapLayer(layer: Layer, t: Transform, scale = 1): Layer {
  return { name: layer.name, shapes: layer.shapes.map((s) => ({ ...s, d: mapPath(s.d, t), strokeWidth: s.strokeWidth * scale })) };
}

export type Box = { x: number; y: number; w: number; h: number };

/** The box around every coordinate of the layers (control points included, so it is never too small). */
export function boundsOf(layers: Layer[]): Box {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const shape of layers.flatMap((l) => l.shapes)) {
    const nums = (shape.d.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
    const pad = shape.stroke ? shape.strokeWidth / 2 : 0;
    for (let i = 0; i + 1 < nums.length; i += 2) {
      x0 = Math.min(x0, nums[i]! - pad); x1 = Math.max(x1, nums[i]! + pad);
      y0 = Math.min(y0, nums[i + 1]! - pad); y1 = Math.max(y1, nums[i + 1]! + pad);
    }
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * Scales and moves layers to sit in `box`, centred and standing on its bottom edge; never
 * enlarges past `maxScale`. `within` fits a known outline instead (all frames of a loop alike).
 */
export function fitLayers(layers: Layer[], box: Box, maxScale = 1, within?: Box): Layer[] {
  const b = within ?? boundsOf(layers);
  const s = Math.min(box.w / b.w, box.h / b.h, maxScale);
  const dx = box.x + (box.w - b.w * s) / 2 - b.x * s;
  const dy = box.y + box.h - b.h * s - b.y * s;
  return layers.map((l) => mapLayer(l, ([x, y]) => [x * s + dx, y * s + dy], s));
}
