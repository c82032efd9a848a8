import { fitLayers, type Box } from './geometry.ts';
import { figureLayers, headParts, toLayers } from './figure.ts';
import { animationScene, ART_SIZE, characterScene, secondPose } from './index.ts';
import type { CharacterArt, Expression } from './model.ts';
import { rigFor } from './rig.ts';
import type { Layer, Scene } from './scene.ts';

/**
 * What each custom level delivers, drawn for one character: the pictures /customize shows under a
 * finished example. Essential: a front view and two expressions; Professional: front and three-quarter
 * views, a second pose and the expression sheet; Animated: the character's loop (`frames`, shown moving).
 */
export type Deliverable = { label: string; scene: Scene; frames?: Scene[] };
export type CustomLevel = 'essential' | 'professional' | 'animated';
/** Frames of a loop as shown on the page: enough to read as motion, few enough to stay light. */
export const LOOP_FRAMES = 16;

const portrait = (art: CharacterArt, expression: Expression, box: Box): Layer[] => {
  const layers = toLayers(headParts(art, rigFor(art.plan, art.pose, 0), expression).filter((p) => p.name !== 'neck'));
  return fitLayers(layers.map((l) => ({ ...l, name: `${expression}-${l.name}` })), box, 2);
};

/** Heads side by side, one per expression. */
export function expressionRow(art: CharacterArt, expressions: Expression[]): Scene {
  const w = 940 / expressions.length;
  return { ...ART_SIZE, layers: expressions.flatMap((e, i) => portrait(art, e, { x: 30 + i * w + 10, y: 250, w: w - 20, h: 500 })) };
}

export function deliverables(art: CharacterArt, level: CustomLevel): Deliverable[] {
  const front = { label: 'Front view', scene: characterScene(art, 'front') };
  if (level === 'essential') return [front, { label: 'Two expressions', scene: expressionRow(art, ['happy', 'surprised']) }];
  if (level === 'professional') {
    const pose = fitLayers(figureLayers(art, { pose: secondPose(art), turn: 0, expression: 'wink' }), { x: 30, y: 30, w: 940, h: 940 });
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
