import type { RigPart } from './types.ts';

/** A part's children, back to front. */
export function childrenOf(parts: RigPart[], id: string): RigPart[] {
  return parts.filter((p) => p.parent === id);
}

/**
 * Back-to-front order of the parts: a part's own drawing and its children's subtrees sorted by depth
 * (own drawing first on a tie), each subtree drawn whole. It is the order nested SVG groups draw in,
 * so flat formats (Lottie, Animate layers, EPS groups) and the SVG show the same stacking.
 */
export function drawOrder(parts: RigPart[]): RigPart[] {
  const out: RigPart[] = [];
  const visit = (part: RigPart) => {
    const items = [{ z: part.z, own: true, part }, ...childrenOf(parts, part.id).map((c) => ({ z: c.z, own: false, part: c }))];
    items.map((item, i) => ({ ...item, i })).sort((a, b) => a.z - b.z || a.i - b.i).forEach((item) => (item.own ? out.push(item.part) : visit(item.part)));
  };
  for (const root of parts.filter((p) => p.parent === null)) visit(root);
  if (out.length !== parts.length) throw new Error(`Rig parts without a path to the root: ${parts.filter((p) => !out.includes(p)).map((p) => p.id).join(', ')}`);
  return out;
}
