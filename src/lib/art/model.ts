import type { Shape } from './scene.ts';
import type { Pt } from './geometry.ts';

/** The face a character makes; the expression sheet shows four of them. */
export type Expression = 'happy' | 'surprised' | 'wink' | 'angry' | 'sad';

/**
 * Body plans: proportions and limbs. People come in three ages (children have the biggest
 * heads); animals are round-bellied bipeds; food mascots ARE the food with limbs attached.
 */
export type BodyPlan = 'child' | 'adult' | 'senior' | 'hero' | 'animal' | 'robot' | 'blob' | 'food' | 'drone' | 'ufo';

export type Palette = {
  /** Skin, fur or metal of the head and hands. */
  skin: string;
  /** The main garment or body colour. */
  main: string;
  /** Second colour: trousers, belly, trims. */
  accent: string;
  /** Hair, mane or details. */
  hair: string;
  /** Shoes, gloves, small details. */
  detail: string;
  /** Arms and legs when they differ from the skin (a panda's black limbs). */
  limbs?: string;
};

export type Pose = {
  /** Arm angles in degrees from hanging down (0) to straight up (180); left is the viewer's left. */
  armL: number;
  armR: number;
  legs: 'stand' | 'walk' | 'wide' | 'none';
};

/** Everything the builder needs to draw one character; the cast tables give one per demo name. */
export type CharacterArt = {
  name: string;
  seed: number;
  plan: BodyPlan;
  /** Head kind: 'human', an animal species, a robot head, a food, 'alien'… */
  head: string;
  face: { expression: Expression; eyes?: 'round' | 'cyclops' | 'three' | 'screen' | 'visor'; extras?: string[] };
  hair?: string;
  hat?: string;
  /** Outfit parts worn on the body (coat, armour, cape, emblem…). */
  outfit: string[];
  /** Things held or carried (staff, bow, laptop…), drawn at the hands. */
  props: string[];
  emblem?: string;
  palette: Palette;
  pose: Pose;
  /** The second gallery pose. */
  altPose?: Pose;
};

/** What a part of the rig is, for panels and exporters that group parts ("arms", "props"…). */
export type PartKind =
  | 'root' | 'body' | 'neck' | 'head' | 'arm' | 'hand' | 'leg' | 'foot' | 'wing' | 'tail' | 'ears'
  | 'face' | 'eyes' | 'brows' | 'mouth' | 'hair' | 'hat' | 'outfit' | 'prop' | 'scenery';

/**
 * A piece of the figure as a part function draws it: `z` orders pieces back to front, `name` becomes
 * the rig part's id. `follows` says what it moves with (the head, a hand, or nothing: the ground);
 * `parent`, `pivot` and `kind` override what the rig builder would choose from the name.
 */
export type Part = {
  name: string;
  z: number;
  shapes: Shape[];
  follows?: 'head' | 'arm-left' | 'arm-right' | 'ground';
  parent?: string;
  pivot?: Pt;
  kind?: PartKind;
};

/** Where the face goes on a head. */
export type FaceAnchor = { x: number; y: number; r: number; eyeY: number; eyeDX: number; mouthY: number; eyeSize: number };

/** The skeleton of a figure in the 1000 × 1000 canvas; parts hang off these points. */
export type Rig = {
  plan: BodyPlan;
  head: { x: number; y: number; r: number };
  torso: { top: number; bottom: number; shoulder: number; hip: number; x: number };
  shoulderL: Pt;
  shoulderR: Pt;
  elbowL: Pt;
  elbowR: Pt;
  handL: Pt;
  handR: Pt;
  hipL: Pt;
  hipR: Pt;
  footL: Pt;
  footR: Pt;
  arm: number;
  leg: number;
  /** −1…1: how far the face is turned (the three-quarter view). */
  turn: number;
};

export const Z = { back: 0, tail: 0.5, legs: 1, body: 2, outfit: 3, propL: 3.8, armL: 4, earsBack: 4.5, head: 5, face: 6, hair: 7, hat: 8, propR: 8.8, armR: 9, front: 10 } as const;
