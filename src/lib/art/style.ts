import { ellipsePath } from './scene.ts';
import type { Shape } from './scene.ts';
import { f, onEllipse, roundRect } from './geometry.ts';

/**
 * The house style: one dark ink outline of the same weight everywhere, flat fills with a
 * darker shade on the right-hand side (the light comes from the upper left) and a soft
 * highlight. Parts build their shapes with these helpers so every character matches.
 */
export const INK = '#2b2238';
export const LINE = 7;

function channels(hex: string): number[] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

/** Mixes two colours; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return `#${ca.map((v, i) => Math.round(v + (cb[i]! - v) * amount).toString(16).padStart(2, '0')).join('')}`;
}

export const shade = (c: string) => mix(c, '#1d1330', 0.22);
export const light = (c: string) => mix(c, '#ffffff', 0.45);

/** A filled, outlined shape. */
export function solid(d: string, fill: string | null, width = LINE): Shape {
  return { d, fill, stroke: INK, strokeWidth: width, opacity: 1 };
}

/** A fill without outline (shading, details inside an outlined shape). */
export function flat(d: string, fill: string, opacity = 1): Shape {
  return { d, fill, stroke: null, strokeWidth: 0, opacity };
}

/** An ink line (mouths, brows, seams), or a coloured line when `color` is given. */
export function line(d: string, width = LINE, color = INK): Shape {
  return { d, fill: null, stroke: color, strokeWidth: width, opacity: 1 };
}

/** A crescent on the right side of an ellipse, for its shade. */
export function crescent(cx: number, cy: number, rx: number, ry: number, depth = 0.4): string {
  const k = 0.5522847498;
  const inner = rx * (1 - depth * 2);
  return [
    `M${f(cx)} ${f(cy - ry)}`,
    `C${f(cx + rx * k)} ${f(cy - ry)} ${f(cx + rx)} ${f(cy - ry * k)} ${f(cx + rx)} ${f(cy)}`,
    `C${f(cx + rx)} ${f(cy + ry * k)} ${f(cx + rx * k)} ${f(cy + ry)} ${f(cx)} ${f(cy + ry)}`,
    `C${f(cx + inner * k)} ${f(cy + ry)} ${f(cx + inner)} ${f(cy + ry * k)} ${f(cx + inner)} ${f(cy)}`,
    `C${f(cx + inner)} ${f(cy - ry * k)} ${f(cx + inner * k)} ${f(cy - ry)} ${f(cx)} ${f(cy - ry)} Z`,
  ].join(' ');
}

/** A shaded, outlined ellipse: fill, shade crescent, highlight, then the outline on top. */
export function ball(cx: number, cy: number, rx: number, ry: number, fill: string, width = LINE): Shape[] {
  const [hx, hy] = onEllipse(cx, cy, rx * 0.55, ry * 0.55, 225);
  return [
    flat(ellipsePath(cx, cy, rx, ry), fill),
    flat(crescent(cx, cy, rx, ry, 0.16), shade(fill)),
    flat(ellipsePath(hx, hy, rx * 0.16, ry * 0.1), '#ffffff', 0.45),
    solid(ellipsePath(cx, cy, rx, ry), null, width),
  ];
}

/** A shaded, outlined rounded box (robots, screens, signs). */
export function box(x: number, y: number, w: number, h: number, r: number, fill: string, width = LINE): Shape[] {
  const sw = Math.min(w * 0.22, 40);
  return [
    flat(roundRect(x, y, w, h, r), fill),
    flat(roundRect(x + w - sw - Math.min(r, 12) * 0.3, y + Math.min(r, h / 3) * 0.6, sw, h - Math.min(r, h / 3) * 1.2, Math.min(sw / 2, r)), shade(fill)),
    solid(roundRect(x, y, w, h, r), null, width),
  ];
}

/** Any closed path with a shade: the shade path is drawn inside before the outline. */
export function shaded(d: string, fill: string, shadePath: string | null, width = LINE): Shape[] {
  return [flat(d, fill), ...(shadePath ? [flat(shadePath, shade(fill))] : []), solid(d, null, width)];
}
