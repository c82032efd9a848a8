import type { Layer, Shape } from './scene.ts';
import { mapLayer, rotateAbout, scaleAbout, translate, type Transform } from './geometry.ts';
import type { CharacterArt, Expression, Part, Pose, Rig } from './model.ts';
import { rigFor } from './rig.ts';
import { bodyParts } from './parts/bodies.ts';
import { animalExtras } from './parts/animals.ts';
import { dragonExtras } from './parts/monsters.ts';
import { faceParts } from './parts/faces.ts';
import { HATS, HEADS, OUTFITS, PROPS } from './parts/registry.ts';

/** Puts a character together: rig, body, outfit, props, head, face and hat, ordered into named layers. */

export type FigureOptions = { pose: Pose; turn: number; expression: Expression };

function lookup<T>(table: Record<string, T>, kind: string, name: string): T {
  const found = table[name];
  if (!found) throw new Error(`No ${kind} part named "${name}"`);
  return found;
}

/** The head, its face and its hat: the group the expression sheet repeats. */
export function headParts(art: CharacterArt, rig: Rig, expression: Expression): Part[] {
  const { parts, face } = lookup(HEADS, 'head', art.head)(rig.head, art);
  const hat = art.hat ? lookup(HATS, 'hat', art.hat)(rig.head, art) : [];
  return [...parts, ...faceParts(face, art, expression, rig.turn), ...hat].map((p) => ({ ...p, follows: p.follows ?? 'head' }));
}

/** Every part of the figure, head included, before layering. */
export function figureParts(art: CharacterArt, rig: Rig, expression: Expression): Part[] {
  const outfit = art.outfit.flatMap((name) => lookup(OUTFITS, 'outfit', name)(rig, art));
  const props = art.props.flatMap((name) => lookup(PROPS, 'prop', name)(rig, art));
  const extras = art.head === 'dragon' ? dragonExtras(art, rig.torso.top, rig.torso.bottom) : art.plan === 'animal' ? animalExtras(art, rig.torso.bottom) : [];
  return [...bodyParts(rig, art), ...extras, ...outfit, ...props, ...headParts(art, rig, expression)];
}

/** Parts sorted back to front and merged into named layers (a repeated name gets a number). */
export function toLayers(parts: Part[], move: (p: Part) => Transform | null = () => null): Layer[] {
  const sorted = parts.map((p, i) => ({ p, i })).sort((a, b) => a.p.z - b.p.z || a.i - b.i).map(({ p }) => p);
  const layers: Layer[] = [];
  const seen = new Map<string, number>();
  for (const part of sorted) {
    const t = move(part);
    const shapes: Shape[] = t ? mapLayer({ name: part.name, shapes: part.shapes }, t).shapes : part.shapes;
    const last = layers[layers.length - 1];
    if (last && last.name === part.name) {
      last.shapes.push(...shapes);
      continue;
    }
    const count = (seen.get(part.name) ?? 0) + 1;
    seen.set(part.name, count);
    layers.push({ name: count === 1 ? part.name : `${part.name}-${count}`, shapes: [...shapes] });
  }
  return layers;
}

/** The whole character as layers, in a pose. */
export function figureLayers(art: CharacterArt, o: FigureOptions): Layer[] {
  const rig = rigFor(art.plan, o.pose, o.turn);
  const parts = figureParts(art, rig, o.expression);
  if (o.turn === 0) return toLayers(parts);
  // Turned aside, the body narrows a little and the head leads the turn.
  const narrow = scaleAbout(rig.head.x, 0, 1 - Math.abs(o.turn) * 0.2, 1);
  const lead = translate(o.turn * rig.head.r * 0.12, 0);
  return toLayers(parts, (p) => (p.follows === 'head' ? lead : narrow));
}

/** One frame of the idle loop: the body bobs, the head sways, the waving arm swings. */
export function animatedLayers(art: CharacterArt, pose: Pose, t: number): Layer[] {
  const w = Math.sin(t * 2 * Math.PI);
  const bob = Math.sin(t * 4 * Math.PI) * 6;
  const rig = rigFor(art.plan, { ...pose, armR: pose.armR + w * 18, armL: pose.armL - w * 6 }, 0);
  const neck: [number, number] = [rig.head.x, rig.head.y + rig.head.r * 0.9];
  const tilt = rotateAbout(neck[0], neck[1], w * 4);
  const lift = translate(0, -Math.abs(bob));
  return toLayers(figureParts(art, rig, 'happy'), (p) => (p.follows === 'head' ? (pt) => lift(tilt(pt)) : lift));
}
