import { boundsOf, f, type Box } from '#/lib/art/geometry.ts';
import { slugify } from '#/lib/slugify.ts';
import type { CharacterArt } from '#/lib/art/model.ts';
import { rigOf } from './build.ts';
import type { CharacterRig } from './types.ts';
import { REST, poseScene } from './pose.ts';
import { rigGroups, SVG_NAMESPACES } from './svg.ts';

/** A set's group scene: where each member stands, and the members' rigs together in one SVG. */

function castSlots(n: number): Box[] {
  if (n <= 3) return Array.from({ length: n }, (_, i) => ({ x: 20 + (i * 960) / n, y: 200, w: 960 / n, h: 760 }));
  const back = Math.floor(n / 2);
  const front = n - back;
  const backRow = Array.from({ length: back }, (_, i) => ({ x: 120 + (i * 760) / back, y: 40, w: 760 / back, h: 560 }));
  const frontRow = Array.from({ length: front }, (_, i) => ({ x: 20 + (i * 960) / front, y: 380, w: 960 / front, h: 590 }));
  return [...backRow, ...frontRow];
}

/** Where each of up to five members stands in the group scene: back row first, so the front row overlaps it. */
export const setSlots = (count: number): Box[] => castSlots(Math.max(1, Math.min(count, 5)));

/** The scale and move that stand a figure with bounds `b` centred on the bottom of `box` (as fitLayers does). */
export function standIn(b: Box, box: Box, maxScale = 1): [number, number, number] {
  const s = Math.min(box.w / b.w, box.h / b.h, maxScale);
  return [s, box.x + (box.w - b.w * s) / 2 - b.x * s, box.y + box.h - b.h * s - b.y * s];
}

/** Where a member's rig stands in a slot of the group scene: [scale, dx, dy] of its rest pose. */
export const rigInSlot = (rig: CharacterRig, slot: Box) => standIn(boundsOf(poseScene(rig, REST).layers), slot);

/**
 * The group scene as one rigged SVG: each member's whole rig in a group named after them, placed in
 * their slot; part ids start with the member's name (`benny-the-bear-arm-right-upper`), so they stay unique.
 */
export function setRigSvg(members: { title: string; art: CharacterArt }[], title: string): string {
  const cast = members.slice(0, 5);
  const slots = setSlots(cast.length);
  const groups = cast.map(({ title: name, art }, i) => {
    const rig = rigOf(art);
    const [s, dx, dy] = rigInSlot(rig, slots[i]!);
    const id = slugify(name);
    return `  <g id="${id}" data-kind="character" transform="matrix(${[s, 0, 0, s, dx, dy].map(f).join(' ')})">\n${rigGroups(rig, REST, `${id}-`, 2)}\n  </g>`;
  });
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg ${SVG_NAMESPACES} width="1000" height="1000" viewBox="0 0 1000 1000">`,
    `  <title>${esc(title)}</title>`,
    '  <desc>Each character is its own rig: one group per part, nested as the skeleton; data-pivot is the joint each group turns about, in the character group\'s coordinates.</desc>',
    ...groups,
    '</svg>',
    '',
  ].join('\n');
}
