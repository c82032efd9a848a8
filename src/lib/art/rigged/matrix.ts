import type { Pt } from '#/lib/art/geometry.ts';
import type { PartTransform } from './types.ts';

/** A 2D affine matrix [a, b, c, d, e, f], as SVG's matrix(): x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m · n: apply n first, then m. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export const apply = (m: Matrix, [x, y]: Pt): Pt => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/** The matrix of a part's transform about its pivot: T(pivot + offset) · R · S · T(−pivot). */
export function localMatrix(t: PartTransform | undefined, [px, py]: Pt): Matrix {
  if (!t) return IDENTITY;
  const a = ((t.rotate ?? 0) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const [sx, sy] = [t.sx ?? 1, t.sy ?? 1];
  const [ex, ey] = [px + (t.x ?? 0), py + (t.y ?? 0)];
  // R·S then moved so the pivot lands on pivot + offset.
  const [a0, b0, c0, d0] = [cos * sx, sin * sx, -sin * sy, cos * sy];
  return [a0, b0, c0, d0, ex - (a0 * px + c0 * py), ey - (b0 * px + d0 * py)];
}

export const isIdentity = (m: Matrix) => m.every((v, i) => Math.abs(v - IDENTITY[i]!) < 1e-9);

/** How much a matrix scales lengths (for stroke widths): the square root of its determinant. */
export const scaleOf = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

/** The matrix that undoes m (m must not flatten the plane). */
export function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  const [a, b, c, d] = [m[3] / det, -m[1] / det, -m[2] / det, m[0] / det];
  return [a, b, c, d, -(a * m[4] + c * m[5]), -(b * m[4] + d * m[5])];
}
