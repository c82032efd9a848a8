import type { Scene, Shape } from '#/lib/art/scene.ts';

/**
 * The scene's path data as commands: the art contract allows only absolute M, L, C and Z,
 * which every vector format we write has a one-to-one operator for.
 */
export type PathCommand =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

const TOKEN = /([MLCZmlcz])|(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/g;

export function parsePath(d: string): PathCommand[] {
  const commands: PathCommand[] = [];
  let op = '';
  let numbers: number[] = [];
  const flush = () => {
    if (op === 'Z') commands.push({ op: 'Z' });
    else if ((op === 'M' || op === 'L') && numbers.length >= 2) {
      for (let i = 0; i + 1 < numbers.length; i += 2) commands.push({ op: i === 0 ? op : 'L', x: numbers[i]!, y: numbers[i + 1]! });
    } else if (op === 'C') {
      for (let i = 0; i + 5 < numbers.length; i += 6) {
        const [x1, y1, x2, y2, x, y] = numbers.slice(i, i + 6) as [number, number, number, number, number, number];
        commands.push({ op: 'C', x1, y1, x2, y2, x, y });
      }
    } else if (op) throw new Error(`Unsupported path command "${op}" (the scene allows M, L, C, Z)`);
    numbers = [];
  };
  for (const match of d.matchAll(TOKEN)) {
    if (match[1]) {
      flush();
      op = match[1];
    } else numbers.push(Number(match[2]));
  }
  flush();
  return commands;
}

/** A CSS hex colour (#rgb or #rrggbb) as r, g, b in 0…1; anything else is black (the art uses hex only). */
export function rgb(color: string): [number, number, number] {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return [0, 0, 0];
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** Numbers in vector files: short, no exponent, no "-0". */
export const num = (n: number) => {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

export function visibleShapes(scene: Scene): { layer: string; shapes: Shape[] }[] {
  return scene.layers.map((l) => ({ layer: l.name, shapes: l.shapes.filter((s) => s.fill || (s.stroke && s.strokeWidth > 0)) }));
}

/** A group of layers: a set member (its name) holding its parts, or (name null) layers at the top level. */
export type LayerGroup = { name: string | null; layers: Scene['layers'] };
