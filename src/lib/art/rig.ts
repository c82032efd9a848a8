import type { Pt } from './geometry.ts';
import type { BodyPlan, Pose, Rig } from './model.ts';

/** Proportions per body plan: big heads, short bodies; the ground line sits near y = 920. */
type Proportions = {
  headY: number; headR: number; top: number; bottom: number; shoulder: number; hip: number;
  arm: number; armLen: number; leg: number; footY: number; shoulderY?: number; hipX?: number;
};

const PLANS: Record<BodyPlan, Proportions> = {
  child: { headY: 300, headR: 178, top: 470, bottom: 705, shoulder: 100, hip: 92, arm: 30, armLen: 200, leg: 34, footY: 912 },
  adult: { headY: 250, headR: 150, top: 395, bottom: 700, shoulder: 118, hip: 100, arm: 30, armLen: 245, leg: 36, footY: 918 },
  senior: { headY: 268, headR: 150, top: 415, bottom: 705, shoulder: 112, hip: 118, arm: 30, armLen: 235, leg: 35, footY: 918 },
  hero: { headY: 240, headR: 142, top: 385, bottom: 690, shoulder: 150, hip: 100, arm: 36, armLen: 245, leg: 40, footY: 918 },
  animal: { headY: 300, headR: 178, top: 455, bottom: 790, shoulder: 118, hip: 150, arm: 36, armLen: 175, leg: 46, footY: 905 },
  robot: { headY: 250, headR: 148, top: 415, bottom: 700, shoulder: 150, hip: 130, arm: 30, armLen: 215, leg: 34, footY: 912 },
  blob: { headY: 600, headR: 300, top: 600, bottom: 880, shoulder: 280, hip: 200, arm: 38, armLen: 130, leg: 0, footY: 900, shoulderY: 680 },
  food: { headY: 470, headR: 250, top: 470, bottom: 700, shoulder: 245, hip: 95, arm: 22, armLen: 175, leg: 24, footY: 915, shoulderY: 520, hipX: 95 },
  drone: { headY: 420, headR: 175, top: 420, bottom: 600, shoulder: 150, hip: 100, arm: 24, armLen: 150, leg: 0, footY: 780, shoulderY: 500 },
  ufo: { headY: 430, headR: 120, top: 520, bottom: 620, shoulder: 95, hip: 80, arm: 24, armLen: 115, leg: 0, footY: 700, shoulderY: 560 },
};

/**
 * The upper arm's and forearm's angles for an arm at `deg` (0 hanging, 180 straight up, measured away
 * from the body): a raised arm bends at the elbow, further up, like a wave.
 */
export function armAngles(deg: number): [number, number] {
  const bend = deg >= 100 ? 28 : deg >= 55 ? 14 : 0;
  return [deg - bend / 2, Math.min(deg + bend, 185)];
}

/** A point `len` from `from` at arm angle `deg` on `side` (−1 the viewer's left, 1 the right). */
export const alongArm = (from: Pt, side: number, deg: number, len: number): Pt => [from[0] + side * Math.sin((deg * Math.PI) / 180) * len, from[1] + Math.cos((deg * Math.PI) / 180) * len];

/** Elbow and hand: the upper arm at `deg`; a raised forearm bends further up, like a wave. */
function arm(shoulder: Pt, side: number, deg: number, len: number): [Pt, Pt] {
  const [upper, fore] = armAngles(deg);
  const elbow = alongArm(shoulder, side, upper, len * 0.5);
  return [elbow, alongArm(elbow, side, fore, len * 0.5)];
}

/** Where a stance puts the feet, from the hips: [dx, dy] for the left foot and the right. */
export function stanceOffsets(legs: Pose['legs']): [Pt, Pt] {
  if (legs === 'walk') return [[-45, -6], [30, 0]];
  if (legs === 'wide') return [[-55, 0], [55, 0]];
  return [[-8, 0], [8, 0]];
}

function feet(pose: Pose, hipL: Pt, hipR: Pt, footY: number): [Pt, Pt] {
  const [l, r] = stanceOffsets(pose.legs);
  return [[hipL[0] + l[0], footY + l[1]], [hipR[0] + r[0], footY + r[1]]];
}

/** The skeleton for a plan in a pose; `turn` is how far the face looks aside (−1…1). */
export function rigFor(plan: BodyPlan, pose: Pose, turn = 0): Rig {
  const P = PLANS[plan];
  const x = 500;
  const shoulderY = P.shoulderY ?? P.top + P.arm + 8;
  const shoulderL: Pt = [x - P.shoulder + P.arm * 0.6, shoulderY];
  const shoulderR: Pt = [x + P.shoulder - P.arm * 0.6, shoulderY];
  const hipX = P.hipX ?? P.hip * 0.55;
  const hipL: Pt = [x - hipX, P.bottom - P.leg * 0.6];
  const hipR: Pt = [x + hipX, P.bottom - P.leg * 0.6];
  const [footL, footR] = feet(pose, hipL, hipR, P.footY);
  const [elbowL, handL] = arm(shoulderL, -1, pose.armL, P.armLen);
  const [elbowR, handR] = arm(shoulderR, 1, pose.armR, P.armLen);
  return {
    plan,
    head: { x, y: P.headY, r: P.headR },
    torso: { top: P.top, bottom: P.bottom, shoulder: P.shoulder, hip: P.hip, x },
    shoulderL, shoulderR,
    elbowL, elbowR, handL, handR,
    hipL, hipR, footL, footR,
    arm: P.arm, leg: P.leg, turn,
  };
}
