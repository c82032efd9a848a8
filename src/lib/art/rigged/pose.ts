import { mapPath } from '#/lib/art/geometry.ts';
import type { Layer, Scene, Shape } from '#/lib/art/scene.ts';
import { apply, IDENTITY, isIdentity, localMatrix, multiply, scaleOf, type Matrix } from './matrix.ts';
import type { CharacterRig, RigPart, RigPose } from './types.ts';

export type PlacedPart = { part: RigPart; matrix: Matrix; shapes: Shape[] };

/** Every part's world matrix in a pose: its parent's matrix times its own move about its pivot. */
export function worldMatrices(rig: CharacterRig, pose: RigPose): Map<string, Matrix> {
  const byId = new Map(rig.parts.map((p) => [p.id, p]));
  const world = new Map<string, Matrix>();
  const of = (part: RigPart): Matrix => {
    const known = world.get(part.id);
    if (known) return known;
    const parent = part.parent ? byId.get(part.parent) : undefined;
    const m = multiply(parent ? of(parent) : IDENTITY, localMatrix(pose.transforms[part.id], part.pivot));
    world.set(part.id, m);
    return m;
  };
  rig.parts.forEach(of);
  return world;
}

/** The drawing a part shows in a pose: the pose's expression swaps the face parts. */
export function shapesOf(rig: CharacterRig, part: RigPart, pose: RigPose): Shape[] {
  return rig.expressions[pose.expression ?? rig.expression]?.[part.id] ?? part.shapes;
}

/** The parts in draw order, each with its world matrix and its drawing for the pose. */
export function placeParts(rig: CharacterRig, pose: RigPose): PlacedPart[] {
  const world = worldMatrices(rig, pose);
  return rig.parts.map((part) => ({ part, matrix: world.get(part.id)!, shapes: shapesOf(rig, part, pose) }));
}

/** A shape moved by a matrix; strokes grow with the matrix's scale. */
export function moveShape(shape: Shape, m: Matrix): Shape {
  if (isIdentity(m)) return shape;
  return { ...shape, d: mapPath(shape.d, (pt) => apply(m, pt)), strokeWidth: shape.strokeWidth * scaleOf(m) };
}

/** The rig in a pose as a flat scene: one layer per part that draws something, named by its id, back to front. */
export function poseScene(rig: CharacterRig, pose: RigPose): Scene {
  const layers: Layer[] = placeParts(rig, pose)
    .filter(({ shapes }) => shapes.length > 0)
    .map(({ part, matrix, shapes }) => ({ name: part.id, shapes: shapes.map((s) => moveShape(s, matrix)) }));
  return { width: rig.width, height: rig.height, layers };
}

export const REST: RigPose = { transforms: {} };
