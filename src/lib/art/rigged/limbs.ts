import type { Pt } from '#/lib/art/geometry.ts';
import { armAngles } from '#/lib/art/rig.ts';
import type { Chain, PartTransform } from './types.ts';

/** Joint angles for limbs: aim a chain's segments, bend a leg to reach a point, all as rotations about the rest pose. */

const DEG = 180 / Math.PI;
/** −180…180. */
const wrap = (d: number) => ((((d + 180) % 360) + 360) % 360) - 180;
/** The screen direction from a to b in degrees, clockwise from +x (y points down). */
export const direction = (a: Pt, b: Pt) => Math.atan2(b[1] - a[1], b[0] - a[0]) * DEG;
/** An arm angle (0 hanging, 180 up, away from the body) as a screen direction on a side. */
export const armDirection = (side: Chain['side'], deg: number) => Math.atan2(Math.cos(deg / DEG), (side === 'left' ? -1 : 1) * Math.sin(deg / DEG)) * DEG;
const segmentCount = (chain: Chain) => chain.joints.length - 1;
const restDirections = (chain: Chain) => chain.joints.slice(1).map((j, i) => direction(chain.joints[i]!, j));

/**
 * Rotations that aim each segment of a chain along `directions` (screen degrees, root first). The
 * end (hand, foot) turns back by the same amount, so what it holds keeps its angle; `keepEnd: false` lets it follow.
 */
export function aimChain(chain: Chain, directions: number[], keepEnd = true): Record<string, PartTransform> {
  const rest = restDirections(chain);
  const out: Record<string, PartTransform> = {};
  let turned = 0;
  rest.forEach((r, i) => {
    const total = wrap(directions[i]! - r);
    out[chain.parts[i]!] = { rotate: wrap(total - turned) };
    turned = total;
  });
  const end = chain.parts[segmentCount(chain)];
  if (end) out[end] = { rotate: keepEnd ? -turned : 0 };
  return out;
}

/** An arm raised to `deg` the way the builder draws it (the forearm bends further up), or with the forearm at `fore`. */
export function armTo(chain: Chain, deg: number, fore?: number): Record<string, PartTransform> {
  if (segmentCount(chain) === 1) return aimChain(chain, [armDirection(chain.side, deg)]);
  const [upper, lower] = armAngles(deg);
  return aimChain(chain, [armDirection(chain.side, upper), armDirection(chain.side, fore ?? lower)]);
}

/** An arm moved from its rest angles by `upper` and `fore` degrees (arm angles: positive is away from the body and up). */
export function armBy(chain: Chain, upper: number, fore: number): Record<string, PartTransform> {
  const rest = restDirections(chain);
  const toArm = (screen: number) => wrap(chain.side === 'left' ? screen - 90 : 90 - screen);
  const dirs = rest.map((r, i) => armDirection(chain.side, toArm(r) + (i === 0 ? upper : upper + fore)));
  return aimChain(chain, dirs);
}

/**
 * A leg bent so its ankle reaches `target` (in the frame the hip sits in), the knee turned outward;
 * a target out of reach gets the straight leg pointing at it. The foot stays level.
 */
export function legTo(chain: Chain, target: Pt): Record<string, PartTransform> {
  const [hip, knee, ankle] = chain.joints as [Pt, Pt, Pt];
  const [l1, l2] = [Math.hypot(knee[0] - hip[0], knee[1] - hip[1]), Math.hypot(ankle[0] - knee[0], ankle[1] - knee[1])];
  const reach = Math.hypot(target[0] - hip[0], target[1] - hip[1]);
  const d = Math.max(reach, Math.abs(l1 - l2) + 1e-3);
  const base = direction(hip, target);
  const bend = d >= l1 + l2 ? 0 : Math.acos(Math.min(1, Math.max(-1, (l1 * l1 + d * d - l2 * l2) / (2 * l1 * d)))) * DEG;
  // The knee goes out to the figure's side: for the left leg, bending clockwise on screen swings it left.
  const thigh = base + (chain.side === 'left' ? bend : -bend);
  const kneeAt: Pt = [hip[0] + Math.cos(thigh / DEG) * l1, hip[1] + Math.sin(thigh / DEG) * l1];
  return aimChain(chain, [thigh, direction(kneeAt, target)]);
}
