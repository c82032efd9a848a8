import { f } from '#/lib/art/geometry.ts';
import type { Shape } from '#/lib/art/scene.ts';
import { isIdentity, localMatrix } from './matrix.ts';
import { childrenOf } from './order.ts';
import { shapesOf, REST } from './pose.ts';
import type { CharacterRig, RigPart, RigPose } from './types.ts';

/**
 * The rig as SVG for animators: one `<g id="part">` per part, nested as the skeleton (turning a group
 * turns everything hanging from it), each with `data-pivot="x y"`: the joint it turns about, in the
 * coordinates of the group's own parent (the viewBox's, at rest). Back-to-front order as in every
 * other format. Inkscape shows the groups as nested layers; Illustrator, Affinity, Rive and
 * browsers read them as named groups. Nothing but paths: no scripts, no references, no styles.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function pathSvg(shape: Shape): string {
  const stroke = shape.stroke ? ` stroke="${shape.stroke}" stroke-width="${f(shape.strokeWidth)}" stroke-linejoin="round" stroke-linecap="round"` : '';
  return `<path d="${shape.d}" fill="${shape.fill ?? 'none'}"${stroke}${shape.opacity < 1 ? ` opacity="${shape.opacity}"` : ''}/>`;
}

function groupSvg(rig: CharacterRig, part: RigPart, pose: RigPose, prefix: string, depth: number): string {
  const pad = '  '.repeat(depth);
  const m = localMatrix(pose.transforms[part.id], part.pivot);
  const transform = isIdentity(m) ? '' : ` transform="matrix(${m.map(f).join(' ')})"`;
  const id = `${prefix}${part.id}`;
  const open = `${pad}<g id="${id}" inkscape:groupmode="layer" inkscape:label="${id}" data-kind="${part.kind}" data-pivot="${f(part.pivot[0])} ${f(part.pivot[1])}"${transform}>`;
  const items = [{ z: part.z, own: true as const, part }, ...childrenOf(rig.parts, part.id).map((c) => ({ z: c.z, own: false as const, part: c }))]
    .map((item, i) => ({ ...item, i }))
    .sort((a, b) => a.z - b.z || a.i - b.i);
  const inner = items.map((item) => (item.own ? shapesOf(rig, part, pose).map((s) => `${pad}  ${pathSvg(s)}`).join('\n') : groupSvg(rig, item.part, pose, prefix, depth + 1))).filter(Boolean);
  return [open, ...inner, `${pad}</g>`].join('\n');
}

/** The rig's groups (no `<svg>` around them): ids start with `prefix`, so several rigs can share a document. */
export function rigGroups(rig: CharacterRig, pose: RigPose = REST, prefix = '', depth = 1): string {
  return rig.parts.filter((p) => p.parent === null).map((root) => groupSvg(rig, root, pose, prefix, depth)).join('\n');
}

export const SVG_NAMESPACES = 'xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"';

/** A complete SVG document of the rig in a pose (the rest pose unless told), `title` in its <title>. */
export function rigToSvg(rig: CharacterRig, options: { pose?: RigPose; title?: string } = {}): string {
  const title = options.title ?? rig.name;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg ${SVG_NAMESPACES} width="${rig.width}" height="${rig.height}" viewBox="0 0 ${rig.width} ${rig.height}">`,
    `  <title>${esc(title)}</title>`,
    '  <desc>Rigged for animation: one group per part, nested as the skeleton; data-pivot is the joint each group turns about.</desc>',
    rigGroups(rig, options.pose ?? REST),
    '</svg>',
    '',
  ].join('\n');
}
