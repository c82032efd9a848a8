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

/** Elbow and hand: the upper arm at `deg`; a raised forearm bends further up, like a wave. */
function arm(shoulder: Pt, side: number, deg: number, len: number): [Pt, Pt] {
  const at = (from: Pt, d: number, l: number): Pt => [from[0] + side * Math.sin((d * Math.PI) / 180) * l, from[1] + Math.cos((d * Math.PI) / 180) * l];
  const bend = deg >= 100 ? 28 : deg >= 55 ? 14 : 0;
  const elbow = at(shoulder, deg - bend / 2, len * 0.5);
  return [elbow, at(elbow, Math.min(deg + bend, 185), len * 0.5)];
}

function feet(pose: Pose, hipL: Pt, hipR: Pt, footY: number): [Pt, Pt] {
  if (pose.legs === 'walk') return [[hipL[0] - 45, footY - 6], [hipR[0] + 30, footY]];
  if (pose.legs === 'wide') return [[hipL[0] - 55, footY], [hipR[0] + 55, footY]];
  return [[hipL[0] - 8, footY], [hipR[0] + 8, footY]];
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
