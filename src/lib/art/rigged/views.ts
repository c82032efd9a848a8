import type { CharacterArt, Expression, Pose } from '#/lib/art/model.ts';
import { stanceOffsets } from '#/lib/art/rig.ts';
import { armTo, legTo } from './limbs.ts';
import type { CharacterRig, PartTransform, RigPose } from './types.ts';

/** The poses the builder shows: the front (the rest pose) and the second pose, turned three-quarters. */

/** The second pose: a wave and a step; hands holding something keep holding it. */
export function secondPose(art: CharacterArt): Pose {
  if (art.altPose) return art.altPose;
  const legs = art.pose.legs === 'none' ? 'none' : art.pose.legs === 'walk' ? 'stand' : 'walk';
  return art.props.length > 0 ? { ...art.pose, legs } : { armL: art.pose.armL, armR: 150, legs };
}

export const secondExpression = (art: CharacterArt): Expression => (art.face.expression === 'happy' ? 'wink' : 'happy');

const FACE_KINDS = new Set(['face', 'eyes', 'brows', 'mouth']);

/**
 * Turned aside by `turn` (−1…1): the body narrows, the head keeps its width and leads the turn, and
 * the face slides towards the side it turns to.
 */
export function turnTransforms(rig: CharacterRig, turn: number): Record<string, PartTransform> {
  const narrow = 1 - Math.abs(turn) * 0.2;
  const out: Record<string, PartTransform> = { root: { sx: narrow }, head: { sx: 1 / narrow, x: (turn * rig.head.r * 0.12) / narrow } };
  for (const p of rig.parts) if (FACE_KINDS.has(p.kind) && p.parent === 'head') out[p.id] = { x: turn * rig.head.r * 0.28 };
  return out;
}

/** The arms and legs of a builder pose (arm angles and a stance), as rotations from the rest pose. */
export function limbTransforms(rig: CharacterRig, rest: Pose, pose: Pose): Record<string, PartTransform> {
  const { armLeft, armRight, legLeft, legRight } = rig.chains;
  const out: Record<string, PartTransform> = {};
  if (armLeft && pose.armL !== rest.armL) Object.assign(out, armTo(armLeft, pose.armL));
  if (armRight && pose.armR !== rest.armR) Object.assign(out, armTo(armRight, pose.armR));
  if (pose.legs !== rest.legs && pose.legs !== 'none' && rest.legs !== 'none') {
    const [from, to] = [stanceOffsets(rest.legs), stanceOffsets(pose.legs)];
    [legLeft, legRight].forEach((leg, i) => {
      if (!leg) return;
      const ankle = leg.joints[2]!;
      Object.assign(out, legTo(leg, [ankle[0] + (to[i]![0] - from[i]![0]) * rig.scale, ankle[1] + (to[i]![1] - from[i]![1]) * rig.scale]));
    });
  }
  return out;
}

/** A gallery view as a pose of the rig: `front` is the rest pose; `three-quarter` the second pose, turned, with another face. */
export function viewPose(art: CharacterArt, rig: CharacterRig, view: 'front' | 'three-quarter'): RigPose {
  if (view === 'front') return { transforms: {}, expression: rig.expression };
  return { transforms: { ...limbTransforms(rig, art.pose, secondPose(art)), ...turnTransforms(rig, 0.45) }, expression: secondExpression(art) };
}
