import { boundsOf, type Box, type Pt } from '#/lib/art/geometry.ts';
import { apply } from './matrix.ts';
import { worldMatrices } from './pose.ts';
import { poseAt } from './timeline.ts';
import type { Animation, CharacterRig, RigPart, RigPose } from './types.ts';

/** Keeping poses and animations inside the canvas, from boxes around each part (not every path point). */

const boxes = new WeakMap<CharacterRig, Map<string, Box>>();

/** Each part's box in the rest pose, every expression's face included. */
function partBoxes(rig: CharacterRig): Map<string, Box> {
  let known = boxes.get(rig);
  if (!known) {
    known = new Map();
    for (const part of rig.parts) {
      const shapes = [part.shapes, ...Object.values(rig.expressions).map((e) => e[part.id] ?? [])].flat();
      if (shapes.length) known.set(part.id, boundsOf([{ name: part.id, shapes }]));
    }
    boxes.set(rig, known);
  }
  return known;
}

/** A box that holds the rig in a pose (the corners of each part's box, moved: never smaller than the drawing). */
export function reachOf(rig: CharacterRig, poses: RigPose[]): Box {
  const all = partBoxes(rig);
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const pose of poses) {
    const world = worldMatrices(rig, pose);
    for (const [id, b] of all) {
      const corners: Pt[] = [[b.x, b.y], [b.x + b.w, b.y], [b.x, b.y + b.h], [b.x + b.w, b.y + b.h]];
      for (const c of corners) {
        const [x, y] = apply(world.get(id)!, c);
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      }
    }
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

const inside = (b: Box, c: Box) => b.x >= c.x && b.y >= c.y && b.x + b.w <= c.x + c.w && b.y + b.h <= c.y + c.h;

/** The root's move that brings `reach` inside `canvas`: shrunk about the root's pivot (its feet) if too big, then shifted in. */
export function rootFit(root: RigPart, reach: Box, canvas: Box) {
  if (inside(reach, canvas)) return null;
  const s = Math.min(canvas.w / reach.w, canvas.h / reach.h, 1);
  const [px, py] = root.pivot;
  const [x0, y0] = [px + (reach.x - px) * s, py + (reach.y - py) * s];
  const [x1, y1] = [x0 + reach.w * s, y0 + reach.h * s];
  const dx = x0 < canvas.x ? canvas.x - x0 : x1 > canvas.x + canvas.w ? canvas.x + canvas.w - x1 : 0;
  const dy = y0 < canvas.y ? canvas.y - y0 : y1 > canvas.y + canvas.h ? canvas.y + canvas.h - y1 : 0;
  return { sx: s, sy: s, x: dx, y: dy };
}

/** The animation with a constant root move when some frame would leave the canvas (every frame checked). */
export function fitAnimation(rig: CharacterRig, animation: Animation, canvas: Box): Animation {
  const root = rig.parts.find((p) => p.parent === null)!;
  const { [root.id]: _ignored, ...tracks } = animation.tracks;
  const unfitted = { ...animation, tracks };
  const poses = Array.from({ length: animation.frames }, (_, f) => poseAt(unfitted, f));
  const move = rootFit(root, reachOf(rig, poses), canvas);
  if (!move) return unfitted;
  return { ...unfitted, tracks: { [root.id]: [{ frame: 0, transform: move, ease: 'linear' }, { frame: animation.frames, transform: move, ease: 'linear' }], ...tracks } };
}
