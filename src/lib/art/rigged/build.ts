import { boundsOf, type Box, type Pt } from '#/lib/art/geometry.ts';
import { facePieces, figurePieces } from '#/lib/art/figure.ts';
import { Z, type BodyPlan, type CharacterArt, type Expression, type Part, type Rig } from '#/lib/art/model.ts';
import { rigFor } from '#/lib/art/rig.ts';
import { hasLegs } from '#/lib/art/parts/bodies.ts';
import { defaultPivot, fitToCanvas, parentOf } from './place.ts';
import { drawOrder } from './order.ts';
import type { Chain, CharacterRig, RigPart } from './types.ts';

/** The drawing area every rig, pose and animation frame stays inside (1000 × 1000 with a margin). */
export const CANVAS: Box = { x: 30, y: 30, w: 940, h: 940 };
export const RIG_SIZE = { width: 1000, height: 1000 };
const EXPRESSIONS: Expression[] = ['happy', 'surprised', 'wink', 'angry', 'sad'];
const FACE_KINDS = new Set(['face', 'eyes', 'brows', 'mouth']);
/** The head is the whole body (a burger, a slime, a drone): the arms hang from it, so they follow when it sways. */
const HEAD_IS_BODY = new Set<BodyPlan>(['food', 'blob', 'drone']);

/** Pieces with the same name: merged when they are one drawing (same parent and depth), numbered otherwise. */
function uniqueParts(pieces: RigPart[]): RigPart[] {
  const byId = new Map<string, RigPart>();
  for (const piece of pieces) {
    const same = byId.get(piece.id);
    if (same && same.parent === piece.parent && same.z === piece.z) {
      same.shapes.push(...piece.shapes);
      continue;
    }
    let id = piece.id;
    for (let n = 2; byId.has(id); n += 1) id = `${piece.id}-${n}`;
    byId.set(id, { ...piece, id, shapes: [...piece.shapes] });
  }
  return [...byId.values()];
}

function structural(rig: Rig, art: CharacterArt, pieces: Part[]): RigPart[] {
  const ground = Math.max(rig.footL[1], rig.footR[1], rig.torso.bottom);
  const hip: Pt = hasLegs(art, rig) ? [rig.torso.x, rig.hipL[1]] : [rig.torso.x, rig.torso.bottom];
  const shapesOf = (name: string) => pieces.filter((p) => p.name === name).flatMap((p) => p.shapes);
  const headPiece = pieces.find((p) => p.name === 'head' && p.pivot);
  const hasNeck = pieces.some((p) => p.name === 'neck');
  return [
    { id: 'root', kind: 'root', parent: null, pivot: [rig.torso.x, ground], z: 0, shapes: [] },
    { id: 'torso', kind: 'body', parent: 'root', pivot: hip, z: Z.body, shapes: shapesOf('torso') },
    { id: 'head', kind: 'head', parent: hasNeck ? 'neck' : 'torso', pivot: headPiece?.pivot ?? [rig.head.x, rig.head.y + rig.head.r * 0.9], z: Z.head, shapes: shapesOf('head') },
  ];
}

function rigParts(art: CharacterArt, rig: Rig, pieces: Part[]): RigPart[] {
  const known = new Set(pieces.map((p) => p.name));
  const headIsBody = HEAD_IS_BODY.has(art.plan);
  const parts = pieces.filter((p) => p.name !== 'torso' && p.name !== 'head').map((p): RigPart => {
    let parent = parentOf(p, known);
    if (headIsBody && parent === 'torso' && (p.kind === 'arm' || p.kind === 'wing')) parent = 'head';
    return { id: p.name, kind: p.kind ?? 'outfit', parent, pivot: p.pivot ?? defaultPivot(p, rig), z: p.z, shapes: p.shapes };
  });
  return uniqueParts([...structural(rig, art, pieces), ...parts]);
}

function chain(parts: RigPart[], ids: string[], side: 'left' | 'right', tip?: Pt): Chain | undefined {
  const found = ids.map((id) => parts.find((p) => p.id === id));
  if (found.some((p) => !p)) return undefined;
  return { side, parts: ids, joints: [...found.map((p) => p!.pivot), ...(tip ? [tip] : [])] };
}

function chains(parts: RigPart[], rig: Rig): CharacterRig['chains'] {
  const arm = (side: 'left' | 'right') => chain(parts, [`arm-${side}-upper`, `arm-${side}-lower`, `hand-${side}`], side) ?? chain(parts, [`wing-${side}`], side, side === 'left' ? rig.handL : rig.handR);
  const leg = (side: 'left' | 'right') => chain(parts, [`leg-${side}-upper`, `leg-${side}-lower`, `foot-${side}`], side);
  const found = { armLeft: arm('left'), armRight: arm('right'), legLeft: leg('left'), legRight: leg('right') };
  return Object.fromEntries(Object.entries(found).filter(([, c]) => c)) as CharacterRig['chains'];
}

/** The face parts of every expression, to swap into the rig. */
function expressionSwaps(art: CharacterArt, rig: Rig): CharacterRig['expressions'] {
  const swaps = {} as CharacterRig['expressions'];
  for (const e of EXPRESSIONS) {
    swaps[e] = {};
    for (const p of facePieces(art, rig, e)) if (FACE_KINDS.has(p.kind ?? '')) swaps[e][p.name] = p.shapes;
  }
  return swaps;
}

/**
 * The rig of a character: its pieces drawn once at the skeleton of its own pose (the front view),
 * each made a part with an id, a parent, a pivot and a depth; the face drawn in every expression.
 * A figure that reaches past the canvas margin is scaled to fit, pivots and all.
 */
export function buildRig(art: CharacterArt): CharacterRig {
  const rig = rigFor(art.plan, art.pose, 0);
  const parts = rigParts(art, rig, figurePieces(art, rig, art.face.expression));
  const built: CharacterRig = {
    name: art.name,
    ...RIG_SIZE,
    parts: drawOrder(parts),
    expression: art.face.expression,
    expressions: expressionSwaps(art, rig),
    chains: chains(parts, rig),
    holding: { left: parts.some((p) => p.parent === 'hand-left'), right: parts.some((p) => p.parent === 'hand-right') },
    floats: art.plan === 'drone' || art.plan === 'ufo',
    head: { ...rig.head },
    scale: 1,
  };
  return fitToCanvas(built, boundsOf([{ name: 'all', shapes: parts.flatMap((p) => p.shapes) }]), CANVAS);
}

const built = new WeakMap<CharacterArt, CharacterRig>();

/** The rig of a character, built once per art object (poses and frames reuse it). */
export function rigOf(art: CharacterArt): CharacterRig {
  let rig = built.get(art);
  if (!rig) {
    rig = buildRig(art);
    built.set(art, rig);
  }
  return rig;
}
