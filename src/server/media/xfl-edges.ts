import type { PathCommand } from './path.ts';

type Point = { x: number; y: number };

/** XFL edge coordinates are twips (1/20 pixel), written as integers. */
const tw = (n: number) => String(Math.round(n * 20));
const pt = (p: Point) => `${tw(p.x)} ${tw(p.y)}`;
const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** One quadratic close to a cubic: the control point that matches both end tangents on average. */
const quadControl = (p0: Point, p1: Point, p2: Point, p3: Point): Point => ({ x: (3 * (p1.x + p2.x) - p0.x - p3.x) / 4, y: (3 * (p1.y + p2.y) - p0.y - p3.y) / 4 });

/** A cubic as two quadratics (Flash shapes have no cubics): split at t = ½, each half approximated. */
function cubicToQuads(p0: Point, p1: Point, p2: Point, p3: Point): string {
  const a = mid(p0, p1), b = mid(p1, p2), c = mid(p2, p3);
  const d = mid(a, b), e = mid(b, c), m = mid(d, e);
  return `[${pt(quadControl(p0, a, d, m))} ${pt(m)}[${pt(quadControl(m, e, c, p3))} ${pt(p3)}`;
}

/** The `edges` attribute of an XFL Edge: ! moves, | draws a line, [ a quadratic curve. */
export function xflEdges(commands: PathCommand[]): string {
  let out = '';
  let at: Point = { x: 0, y: 0 };
  let start: Point = at;
  for (const c of commands) {
    if (c.op === 'M') {
      at = start = { x: c.x, y: c.y };
      out += `!${pt(at)}`;
    } else if (c.op === 'L') {
      at = { x: c.x, y: c.y };
      out += `|${pt(at)}`;
    } else if (c.op === 'C') {
      out += cubicToQuads(at, { x: c.x1, y: c.y1 }, { x: c.x2, y: c.y2 }, { x: c.x, y: c.y });
      at = { x: c.x, y: c.y };
    } else if (at.x !== start.x || at.y !== start.y) {
      out += `|${pt(start)}`;
      at = start;
    }
  }
  return out;
}

/**
 * Twice the signed area of the path's polygon (anchor points only), y pointing down: positive
 * when the path turns clockwise on screen, i.e. the inside lies to the right of each edge.
 */
export function clockwise(commands: PathCommand[]): boolean {
  const points = commands.filter((c) => c.op !== 'Z') as Extract<PathCommand, { x: number }>[];
  let area = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length]!;
    area += p.x * q.y - q.x * p.y;
  });
  return area > 0;
}
