import type { Pt } from '#/lib/art/geometry.ts';
import type { Expression, PartKind } from '#/lib/art/model.ts';
import type { Shape } from '#/lib/art/scene.ts';

export type { PartKind };

/**
 * The rigged character: every part drawn once, in the rest pose (the front view), in the canvas's
 * coordinates (1000 × 1000, y down), with the joint it turns about (its pivot) and the part it hangs
 * from (its parent). A pose or an animation frame never redraws a part: it places the same drawing
 * with a transform, so every file made from the rig shows the same shapes.
 */

export type RigPart = {
  /** Stable and unique in the rig: `arm-right-upper`, `hand-left`, `hat`, `sword`… */
  id: string;
  kind: PartKind;
  /** The part it hangs from (null for `root` only). */
  parent: string | null;
  /** The joint the part turns about, in the rest pose's canvas coordinates. */
  pivot: Pt;
  /** Stacking among the part's siblings and its parent's own drawing: lower is further back. */
  z: number;
  /** The drawing, in the rest pose's canvas coordinates (absolute M/L/C/Z paths). */
  shapes: Shape[];
};

/** Bones that form a limb, root to tip, with the joints in the rest pose. */
export type Chain = { side: 'left' | 'right'; parts: string[]; joints: Pt[] };

export type CharacterRig = {
  name: string;
  width: number;
  height: number;
  /** Back to front: the order every format draws them in (parents come before or after children as stacking says). */
  parts: RigPart[];
  /** The face in the rest pose. */
  expression: Expression;
  /** The face parts' drawings for each expression (the rest expression included): swapped, never moved. */
  expressions: Record<Expression, Record<string, Shape[]>>;
  /** Arms (upper, lower, hand; or one wing) and legs (upper, lower, foot) that exist on this figure. */
  chains: { armLeft?: Chain; armRight?: Chain; legLeft?: Chain; legRight?: Chain };
  /** Which hands hold something (a wave uses a free one). */
  holding: { left: boolean; right: boolean };
  /** Hovers instead of standing (drone, saucer): its idle bobs higher. */
  floats: boolean;
  /** The head's circle (centre and radius) in the rest pose: faces turn and tilt by it. */
  head: { x: number; y: number; r: number };
  /** The scale the builder drew at (1 unless the figure had to shrink to fit the canvas). */
  scale: number;
};

/** A part's move away from the rest pose, about its own pivot, in its parent's frame: scale, then rotate, then translate. */
export type PartTransform = {
  /** Degrees, clockwise on screen (as SVG, CSS, After Effects and Lottie turn). */
  rotate?: number;
  x?: number;
  y?: number;
  sx?: number;
  sy?: number;
};

/** A pose: the parts that move and the face to show; parts not named stay at rest. */
export type RigPose = { transforms: Record<string, PartTransform>; expression?: Expression };

/** Easing from one keyframe to the next, as a CSS cubic-bezier(x1, y1, x2, y2) (Lottie and Animate take the same handles). */
export type Easing = 'linear' | 'ease-in' | 'ease-out' | 'ease-in-out';
export const EASINGS: Record<Easing, [number, number, number, number]> = {
  linear: [0, 0, 1, 1],
  'ease-in': [0.42, 0, 1, 1],
  'ease-out': [0, 0, 0.58, 1],
  'ease-in-out': [0.42, 0, 0.58, 1],
};

/** A part's transform at a frame; `ease` shapes the way to the next keyframe. */
export type Keyframe = { frame: number; transform: PartTransform; ease: Easing };

export type AnimationName = 'idle' | 'wave' | 'walk' | 'reel';

/**
 * An animation as data: per part, keyframes from frame 0 to `frames` (the last equal to the first,
 * so it loops without a seam). Parts without a track stay at rest.
 */
export type Animation = {
  name: AnimationName;
  fps: number;
  /** Length in frames; frame `frames` is frame 0 again. */
  frames: number;
  loop: true;
  tracks: Record<string, Keyframe[]>;
};
