import type { Layer, Scene } from './scene.ts';
import { boundsOf, fitLayers, type Box } from './geometry.ts';
import type { CharacterArt, Expression } from './model.ts';
import { castArt } from './cast/index.ts';
import { CANVAS, rigOf } from './rigged/build.ts';
import { animationOf, frameScene } from './rigged/index.ts';
import { childrenOf } from './rigged/order.ts';
import { poseScene } from './rigged/pose.ts';
import { viewPose } from './rigged/views.ts';
import { setSlots } from './rigged/set.ts';
import type { CharacterRig } from './rigged/types.ts';

/**
 * Character art drawn by code: a parametric builder (body plan, head, face, outfit, props, palette,
 * pose) and a cast table giving every demo character its parameters, turned into a rig (rigged/):
 * parts drawn once with pivots and parents, posed and animated by transforms. The seeder, the media
 * pipeline and the character maker only use what this module and rigged/ export.
 */
export type { CharacterArt, Expression, Pose } from './model.ts';
export { secondPose } from './rigged/views.ts';

/** Gallery previews, in page order; every character has at least these three. */
export const GALLERY_VIEWS = ['front', 'three-quarter', 'expressions'] as const;
export type ArtView = (typeof GALLERY_VIEWS)[number];

export const ART_SIZE = { width: 1000, height: 1000 };

const SHEET: Expression[] = ['happy', 'surprised', 'angry', 'sad'];

/** Keeps a figure inside the canvas margin without changing figures that already fit. */
function keepInside(layers: Layer[]): Layer[] {
  const b = boundsOf(layers);
  const inside = b.x >= CANVAS.x && b.y >= CANVAS.y && b.x + b.w <= CANVAS.x + CANVAS.w && b.y + b.h <= CANVAS.y + CANVAS.h;
  return inside ? layers : fitLayers(layers, CANVAS);
}

/** The head and what hangs from it, without arms and what they hold (a burger's arms hang from its bun). */
function headSubtree(rig: CharacterRig): Set<string> {
  const ids = new Set<string>();
  const visit = (id: string) => {
    ids.add(id);
    for (const c of childrenOf(rig.parts, id)) if (c.kind !== 'arm' && c.kind !== 'wing') visit(c.id);
  };
  visit('head');
  return ids;
}

/** One head (and what hangs from it) with an expression, fitted into `box`; layer names carry the expression and `index`. */
export function headOnly(art: CharacterArt, expression: Expression, box: Box, index: number): Layer[] {
  const rig = rigOf(art);
  const keep = headSubtree(rig);
  const layers = poseScene(rig, { transforms: {}, expression }).layers.filter((l) => keep.has(l.name)).map((l) => ({ ...l, name: `${expression}-${index + 1}-${l.name}` }));
  return fitLayers(layers, box, 2);
}

function expressionSheet(art: CharacterArt): Layer[] {
  return SHEET.flatMap((e, i) => headOnly(art, e, { x: 50 + (i % 2) * 470, y: 50 + Math.floor(i / 2) * 470, w: 430, h: 430 }, i));
}

/** One view of one character, on a transparent square: front and three-quarter are poses of its rig. */
export function characterScene(art: CharacterArt, view: ArtView): Scene {
  if (view === 'expressions') return { ...ART_SIZE, layers: expressionSheet(art) };
  const rig = rigOf(art);
  return { ...ART_SIZE, layers: keepInside(poseScene(rig, viewPose(art, rig, view)).layers) };
}

function headGrid(cast: CharacterArt[]): Layer[] {
  const cols = cast.length <= 4 ? 2 : 3;
  const rows = Math.ceil(cast.length / cols);
  const size = Math.min(940 / cols, 940 / rows);
  const top = (1000 - rows * size) / 2;
  return cast.flatMap((art, i) => {
    const inRow = Math.min(cols, cast.length - Math.floor(i / cols) * cols);
    const left = (1000 - inRow * size) / 2;
    const box = { x: left + (i % cols) * size + 10, y: top + Math.floor(i / cols) * size + 10, w: size - 20, h: size - 20 };
    return headOnly(art, SHEET[i % SHEET.length]!, box, i);
  });
}

/** A set: its members as one cast in one style, the back row first so the front row overlaps it. */
export function setScene(members: CharacterArt[], view: ArtView): Scene {
  const cast = members.slice(0, 5);
  if (view === 'expressions') return { ...ART_SIZE, layers: headGrid(cast) };
  return { ...ART_SIZE, layers: setMemberLayers(cast, view).flatMap((layers, i) => layers.map((l) => ({ ...l, name: `${l.name}-${i + 1}` }))) };
}

/** Each of a set's first five members in their slot of the group scene (front or three-quarter), layers named by part id: one list per member. */
export function setMemberLayers(members: CharacterArt[], view: Exclude<ArtView, 'expressions'>): Layer[][] {
  const cast = members.slice(0, 5);
  const slots = setSlots(cast.length);
  return cast.map((art, i) => {
    const rig = rigOf(art);
    return fitLayers(poseScene(rig, viewPose(art, rig, view)).layers, slots[i]!);
  });
}

/** The reel the videos show (a wave, then a walk or the idle) at time `t` in [0, 1); t = 0 and t = 1 are the same picture. */
export function animationScene(art: CharacterArt, t: number): Scene {
  const rig = rigOf(art);
  const reel = animationOf(rig, 'reel')!;
  return frameScene(rig, reel, (t - Math.floor(t)) * reel.frames);
}

/** The art of a demo character from its type and name; the cast table decides what it looks like. */
export function artFor(typeSlug: string, title: string): CharacterArt {
  return castArt(typeSlug, title);
}

/* The rig (see docs/art.md, "The rig"): for the maker, the file writers and anyone animating a character. */
export { buildRig, rigOf, RIG_SIZE } from './rigged/build.ts';
export { animationOf, animationsOf, frameScene } from './rigged/index.ts';
export { placeParts, poseScene, worldMatrices, REST } from './rigged/pose.ts';
export { poseAt, poseAtTime, ease } from './rigged/timeline.ts';
export { limbTransforms, turnTransforms, viewPose } from './rigged/views.ts';
export { armBy, armTo, legTo } from './rigged/limbs.ts';
export { drawOrder, childrenOf } from './rigged/order.ts';
export { rigGroups, rigToSvg } from './rigged/svg.ts';
export { rigInSlot, setRigSvg, setSlots } from './rigged/set.ts';
export { localMatrix, multiply, apply, type Matrix } from './rigged/matrix.ts';
export { EASINGS } from './rigged/types.ts';
export type { Animation, AnimationName, Chain, CharacterRig, Easing, Keyframe, PartKind, PartTransform, RigPart, RigPose } from './rigged/types.ts';
