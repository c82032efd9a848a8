import { fitLayers } from './geometry.ts';
import { animationScene, ART_SIZE, characterScene, headOnly, secondPose } from './index.ts';
import type { CharacterArt, Expression } from './model.ts';
import { rigOf } from './rigged/build.ts';
import { poseScene } from './rigged/pose.ts';
import { limbTransforms } from './rigged/views.ts';
import type { Scene } from './scene.ts';

/**
 * What each custom level delivers, drawn for one character: the pictures /customize shows under a
 * finished example. Essential: a front view and two expressions; Professional: front and three-quarter
 * views, a second pose and the expression sheet; Animated: the character's loop (`frames`, shown moving).
 */
export type Deliverable = { label: string; scene: Scene; frames?: Scene[] };
export type CustomLevel = 'essential' | 'professional' | 'animated';
/** Frames of a loop as shown on the page: enough to read as motion, few enough to stay light. */
export const LOOP_FRAMES = 16;

/** Heads side by side, one per expression. */
export function expressionRow(art: CharacterArt, expressions: Expression[]): Scene {
  const w = 940 / expressions.length;
  return { ...ART_SIZE, layers: expressions.flatMap((e, i) => headOnly(art, e, { x: 30 + i * w + 10, y: 250, w: w - 20, h: 500 }, i)) };
}

export function deliverables(art: CharacterArt, level: CustomLevel): Deliverable[] {
  const front = { label: 'Front view', scene: characterScene(art, 'front') };
  if (level === 'essential') return [front, { label: 'Two expressions', scene: expressionRow(art, ['happy', 'surprised']) }];
  if (level === 'professional') {
    const rig = rigOf(art);
    const posed = poseScene(rig, { transforms: limbTransforms(rig, art.pose, secondPose(art)), expression: 'wink' }).layers;
    const pose = fitLayers(posed, { x: 30, y: 30, w: 940, h: 940 });
    return [
      front,
      { label: 'Three-quarter view', scene: characterScene(art, 'three-quarter') },
      { label: 'Second pose', scene: { ...ART_SIZE, layers: pose } },
      { label: 'Expression sheet', scene: characterScene(art, 'expressions') },
    ];
  }
  const frames = Array.from({ length: LOOP_FRAMES }, (_, i) => animationScene(art, i / LOOP_FRAMES));
  return [front, { label: 'Wave loop (MP4 and FLA)', scene: frames[0]!, frames }];
}
