import type { CharacterArt, Expression, Part, PartKind, Rig } from './model.ts';
import { bodyParts } from './parts/bodies.ts';
import { animalExtras } from './parts/animals.ts';
import { dragonExtras } from './parts/monsters.ts';
import { faceParts } from './parts/faces.ts';
import { HATS, HEADS, OUTFITS, PROPS } from './parts/registry.ts';
import type { HeadResult } from './parts/people.ts';

/**
 * Puts a character's pieces together at a skeleton: body, outfit, props, head, face and hat, each
 * named and given a depth. The rig builder (rigged/build.ts) turns these pieces into rig parts.
 */

function lookup<T>(table: Record<string, T>, kind: string, name: string): T {
  const found = table[name];
  if (!found) throw new Error(`No ${kind} part named "${name}"`);
  return found;
}

const HAIR = new Set(['hair', 'hair-back', 'tuft']);
const EARS = new Set(['ears', 'tufts']);
const tagged = (kind: PartKind) => (p: Part): Part => ({ ...p, kind: p.kind ?? kind });

function headResult(art: CharacterArt, rig: Rig): HeadResult {
  return lookup(HEADS, 'head', art.head)(rig.head, art);
}

/** The face parts for one expression (eyes, brows, mouth, cheeks and what is worn on the face). */
export function facePieces(art: CharacterArt, rig: Rig, expression: Expression): Part[] {
  return faceParts(headResult(art, rig).face, art, expression).map((p) => ({ ...tagged('face')(p), follows: 'head' }));
}

/** The head, its face and its hat: the group the expression sheet repeats. */
export function headPieces(art: CharacterArt, rig: Rig, expression: Expression): Part[] {
  const head = headResult(art, rig).parts.map((p) => tagged(HAIR.has(p.name) ? 'hair' : EARS.has(p.name) ? 'ears' : 'head')(p));
  const hat = art.hat ? lookup(HATS, 'hat', art.hat)(rig.head, art).map(tagged('hat')) : [];
  return [...head, ...facePieces(art, rig, expression), ...hat].map((p) => ({ ...p, follows: p.follows ?? 'head' }));
}

/** Every piece of the figure, head included. */
export function figurePieces(art: CharacterArt, rig: Rig, expression: Expression): Part[] {
  const outfit = art.outfit.flatMap((name) => lookup(OUTFITS, 'outfit', name)(rig, art)).map(tagged('outfit'));
  const props = art.props.flatMap((name) => lookup(PROPS, 'prop', name)(rig, art)).map(tagged('prop'));
  const extras = art.head === 'dragon' ? dragonExtras(art, rig.torso.top, rig.torso.bottom) : art.plan === 'animal' ? animalExtras(art, rig.torso.bottom) : [];
  return [...bodyParts(rig, art), ...extras.map(tagged('outfit')), ...outfit, ...props, ...headPieces(art, rig, expression)];
}
