import { boundsOf, mapPath, type Box, type Pt } from '#/lib/art/geometry.ts';
import type { Part, Rig } from '#/lib/art/model.ts';
import type { Shape } from '#/lib/art/scene.ts';
import type { CharacterRig } from './types.ts';

/** Where a piece hangs: its own say, else what it follows (a hand, the head, the ground), else the torso. */
export function parentOf(p: Part, known: Set<string>): string {
  if (p.parent && (known.has(p.parent) || p.parent === 'torso')) return p.parent;
  if (p.follows === 'head') return 'head';
  if (p.follows === 'ground') return 'root';
  if (p.follows === 'arm-left' || p.follows === 'arm-right') {
    const side = p.follows === 'arm-left' ? 'left' : 'right';
    return known.has(`hand-${side}`) ? `hand-${side}` : known.has(`wing-${side}`) ? `wing-${side}` : 'torso';
  }
  return 'torso';
}

const HANGING = new Set(['cape', 'skirt', 'coat-tails', 'apron', 'tail', 'quiver', 'backpack']);

/** A sensible joint for a piece that names none: the grip for held things, the crown for hats, the top for what hangs. */
export function defaultPivot(p: Part, rig: Rig): Pt {
  const { x: hx, y: hy, r } = rig.head;
  if (p.follows === 'arm-left') return rig.handL;
  if (p.follows === 'arm-right') return rig.handR;
  if (p.kind === 'hat') return [hx, hy - r * 0.75];
  if (p.follows === 'head' || !p.shapes.length) return [hx, hy];
  const b = boundsOf([{ name: p.name, shapes: p.shapes }]);
  if (p.follows === 'ground') return [b.x + b.w / 2, b.y + b.h];
  if (HANGING.has(p.name) || p.kind === 'tail') return [b.x + b.w / 2, Math.max(b.y, rig.torso.top)];
  return [b.x + b.w / 2, b.y + b.h / 2];
}

const mapShapes = (shapes: Shape[], t: (pt: Pt) => Pt, s: number) => shapes.map((sh) => ({ ...sh, d: mapPath(sh.d, t), strokeWidth: sh.strokeWidth * s }));

/** The rig scaled (about the canvas origin, then moved) to stand centred on the canvas's bottom edge, when it reaches outside. */
export function fitToCanvas(rig: CharacterRig, b: Box, canvas: Box): CharacterRig {
  const inside = b.x >= canvas.x && b.y >= canvas.y && b.x + b.w <= canvas.x + canvas.w && b.y + b.h <= canvas.y + canvas.h;
  if (inside) return rig;
  const s = Math.min(canvas.w / b.w, canvas.h / b.h, 1);
  const dx = canvas.x + (canvas.w - b.w * s) / 2 - b.x * s;
  const dy = canvas.y + canvas.h - b.h * s - b.y * s;
  const t = ([x, y]: Pt): Pt => [x * s + dx, y * s + dy];
  const expressions = Object.fromEntries(Object.entries(rig.expressions).map(([e, parts]) => [e, Object.fromEntries(Object.entries(parts).map(([id, shapes]) => [id, mapShapes(shapes, t, s)]))]));
  const chains = Object.fromEntries(Object.entries(rig.chains).map(([k, c]) => [k, { ...c, joints: c.joints.map(t) }]));
  return {
    ...rig,
    parts: rig.parts.map((p) => ({ ...p, pivot: t(p.pivot), shapes: mapShapes(p.shapes, t, s) })),
    expressions: expressions as CharacterRig['expressions'],
    chains: chains as CharacterRig['chains'],
    head: { ...rig.head, x: rig.head.x * s + dx, y: rig.head.y * s + dy, r: rig.head.r * s },
    scale: rig.scale * s,
  };
}
