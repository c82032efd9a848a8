import { apply, ease, type Easing, type Matrix } from '#/lib/art/index.ts';

/**
 * How Animate plays a classic motion tween between two keyframes of one symbol instance: it splits
 * each instance matrix into the transformation point's position, scale and skew, moves each
 * linearly (shaped by the ease) and puts them back together. Turning a child with its parent is not
 * linear in that sense, so the FLA writer checks every in-between frame against the rig with this
 * model and adds a keyframe wherever the tween would stray.
 */

type Parts = { x: number; y: number; sx: number; sy: number; kx: number; ky: number };

/** Flash's split of a matrix: scaleX/Y are the column lengths, skewX/Y the columns' angles (radians). */
function decompose(m: Matrix, [px, py]: [number, number]): Parts {
  const [x, y] = apply(m, [px, py]);
  return { x, y, sx: Math.hypot(m[0], m[1]), sy: Math.hypot(m[2], m[3]), kx: Math.atan2(-m[2], m[3]), ky: Math.atan2(m[1], m[0]) };
}

/** The nearer way round: a tween of "auto" rotation never turns more than half a turn. */
const turn = (from: number, to: number) => {
  let d = to - from;
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d < -Math.PI) d += 2 * Math.PI;
  return d;
};

/** The instance matrix Animate shows at progress `t` (0…1 of the frames) of a tween from `a` to `b` about the transformation point `tp`. */
export function tweenMatrix(a: Matrix, b: Matrix, t: number, easing: Easing, tp: [number, number] = [0, 0]): Matrix {
  const u = ease(easing, t);
  const [p, q] = [decompose(a, tp), decompose(b, tp)];
  const lerp = (x: number, y: number) => x + (y - x) * u;
  const [sx, sy, kx, ky] = [lerp(p.sx, q.sx), lerp(p.sy, q.sy), p.kx + turn(p.kx, q.kx) * u, p.ky + turn(p.ky, q.ky) * u];
  const [ma, mb, mc, md] = [sx * Math.cos(ky), sx * Math.sin(ky), -sy * Math.sin(kx), sy * Math.cos(kx)];
  const [x, y] = [lerp(p.x, q.x), lerp(p.y, q.y)];
  return [ma, mb, mc, md, x - (ma * tp[0] + mc * tp[1]), y - (mb * tp[0] + md * tp[1])];
}

/** The furthest two matrices move any of `points` apart (in pixels). */
export function spread(a: Matrix, b: Matrix, points: [number, number][]): number {
  return Math.max(0, ...points.map((pt) => {
    const [p, q] = [apply(a, pt), apply(b, pt)];
    return Math.hypot(p[0] - q[0], p[1] - q[1]);
  }));
}

export type TweenKey = { frame: number; matrix: Matrix; ease: Easing };

/**
 * The keyframes a part needs between frame `from` and `to`: `at(f)` is its true instance matrix at
 * frame f, `eases(f0, f1)` the eases worth trying there (the rig's own for that stretch first).
 * A stretch is one tween if every frame inside it lands within `tolerance` pixels (at `points`, the
 * corners of the part's drawing); else it is cut at the frame that strays most.
 */
export function tweenKeys(
  at: (frame: number) => Matrix, cuts: number[], eases: (f0: number, f1: number) => Easing[], points: [number, number][], tolerance: number,
): TweenKey[] {
  const keys: TweenKey[] = [];
  const fit = (f0: number, f1: number) => {
    let best: { ease: Easing; error: number; worst: number } = { ease: 'linear', error: Infinity, worst: f0 };
    for (const easing of eases(f0, f1)) {
      let [error, worst] = [0, f0];
      for (let f = f0 + 1; f < f1; f += 1) {
        const e = spread(at(f), tweenMatrix(at(f0), at(f1), (f - f0) / (f1 - f0), easing), points);
        if (e > error) [error, worst] = [e, f];
      }
      if (error < best.error) best = { ease: easing, error, worst };
    }
    if (best.error > tolerance && f1 - f0 > 1) {
      fit(f0, best.worst);
      fit(best.worst, f1);
    } else keys.push({ frame: f0, matrix: at(f0), ease: best.ease });
  };
  for (let i = 0; i + 1 < cuts.length; i += 1) fit(cuts[i]!, cuts[i + 1]!);
  keys.push({ frame: cuts[cuts.length - 1]!, matrix: at(cuts[cuts.length - 1]!), ease: 'linear' });
  return keys;
}
