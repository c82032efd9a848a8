import { animationScene, characterScene, rigOf, poseScene, type CharacterArt, type PartTransform } from '#/lib/art/index.ts';
import { boundsOf, fitLayers } from '#/lib/art/geometry.ts';
import type { Layer } from '#/lib/art/scene.ts';
import { artOf, box, COLOURS, esc, placed, text } from './draw.ts';

/** Pictures shared by several tutorials: the parts of a figure pulled apart, a recoloured figure, app windows. */

const CANVAS = { x: 40, y: 40, w: 920, h: 920 };

/** The rig with its head, arms and legs pulled away from the torso by `spread` (0 = assembled). */
function spreadLayers(art: CharacterArt, spread: number): Layer[] {
  const rig = rigOf(art);
  const away: Record<string, [number, number]> = { head: [0, -1], 'arm-left-upper': [-1, 0.1], 'arm-right-upper': [1, 0.1], 'wing-left': [-1, 0.1], 'wing-right': [1, 0.1], 'leg-left-upper': [-0.3, 0.6], 'leg-right-upper': [0.3, 0.6] };
  const transforms: Record<string, PartTransform> = {};
  for (const [id, [dx, dy]] of Object.entries(away)) if (rig.parts.some((p) => p.id === id)) transforms[id] = { x: dx * spread * 130, y: dy * spread * 120 };
  return poseScene(rig, { transforms }).layers;
}

/** The figure with its layers moved apart by `spread` (0 = assembled), scaled so the widest spread fits: what the layered files contain. */
export function explodedLayers(art: CharacterArt, spread: number): Layer[] {
  return fitLayers(spreadLayers(art, spread), CANVAS, 1, boundsOf(spreadLayers(art, 1)));
}

export function explodedSvg(slug: string, spread: number, x: number, y: number, size: number): string {
  return placed({ width: 1000, height: 1000, layers: explodedLayers(artOf(slug), spread) }, x, y, size);
}

/** The figure with its right arm (and what that hand holds) turned about the shoulder: what a rig does once a pivot is set. */
export function armSwingSvg(slug: string, degrees: number, x: number, y: number, size: number): string {
  const rig = rigOf(artOf(slug));
  const arm = rig.chains.armRight!;
  const [px, py] = arm.joints[0]!;
  const within = boundsOf(poseScene(rig, { transforms: {} }).layers);
  // A one-point marker goes through the same fitting as the figure, so the dot lands on the shoulder.
  const marker = { name: 'pivot', shapes: [{ d: `M${px} ${py} L${px} ${py}`, fill: null, stroke: null, strokeWidth: 0, opacity: 1 }] };
  const turned = poseScene(rig, { transforms: { [arm.parts[0]!]: { rotate: degrees } } }).layers;
  const fitted = fitLayers([...turned, marker], CANVAS, 1, within);
  const [mx, my] = (fitted.pop()!.shapes[0]!.d.match(/-?[\d.]+/g) ?? ['500', '500']).map(Number);
  const dot = `<circle cx="${x + (mx! / 1000) * size}" cy="${y + (my! / 1000) * size}" r="9" fill="${COLOURS.coral}" stroke="${COLOURS.white}" stroke-width="3"/>`;
  return placed({ width: 1000, height: 1000, layers: fitted }, x, y, size) + dot;
}

/** The demo character drawn with another palette: the art builder shades any colour the same way. */
export function recoloured(slug: string, palette: Partial<CharacterArt['palette']>, x: number, y: number, size: number): string {
  const art = artOf(slug);
  return placed(characterScene({ ...art, palette: { ...art.palette, ...palette } }, 'front'), x, y, size);
}

export const looping = (slug: string, t: number, x: number, y: number, size: number) => placed(animationScene(artOf(slug), t - Math.floor(t)), x, y, size);

/** An application window with a title bar: the editor the steps happen in. */
export function appWindow(x: number, y: number, w: number, h: number, title: string, inner: string): string {
  return [
    box(x + 6, y + 10, w, h, { fill: 'rgba(31,41,55,0.12)', radius: 18 }),
    box(x, y, w, h, { fill: COLOURS.white, stroke: COLOURS.line, radius: 18, width: 2 }),
    `<path d="M${x} ${y + 54} L${x + w} ${y + 54}" stroke="${COLOURS.line}" stroke-width="2"/>`,
    ...[0, 1, 2].map((i) => `<circle cx="${x + 30 + i * 26}" cy="${y + 27}" r="8" fill="${[COLOURS.coral, COLOURS.amber, COLOURS.teal][i]}"/>`),
    text(x + 120, y + 36, title, { size: 22, fill: COLOURS.soft }),
    inner,
  ].join('');
}

/** A layers panel listing part names, `active` highlighted. */
export function layerPanel(x: number, y: number, names: string[], active = -1): string {
  return names
    .map((name, i) => {
      const top = y + i * 44;
      const hl = i === active ? box(x, top, 260, 40, { fill: '#fde7b0', radius: 8 }) : '';
      return `${hl}<rect x="${x + 12}" y="${top + 10}" width="20" height="20" rx="4" fill="${COLOURS.teal}" opacity="0.7"/>${text(x + 46, top + 28, name, { size: 22 })}`;
    })
    .join('');
}

/** A timeline strip: `frames` cells, keyframe dots every `every` frames, a playhead at `at` (0…1). */
export function timeline(x: number, y: number, w: number, rows: string[], at: number, every = 2): string {
  const cells = 48;
  const cw = w / cells;
  const grid = rows.map((name, r) => {
    const top = y + r * 36;
    const dots = Array.from({ length: cells / every }, (_, i) => `<circle cx="${x + (i * every + 0.5) * cw}" cy="${top + 18}" r="5" fill="${COLOURS.ink}"/>`).join('');
    return `${text(x - 14, top + 26, name, { size: 20, anchor: 'end', fill: COLOURS.soft })}${box(x, top + 2, w, 32, { fill: r % 2 ? '#f3f4f6' : '#fafafa', radius: 4 })}${dots}`;
  });
  const px = x + at * w;
  const head = `<path d="M${px} ${y - 16} L${px} ${y + rows.length * 36 + 6}" stroke="${COLOURS.coral}" stroke-width="4"/><path d="M${px - 10} ${y - 24} L${px + 10} ${y - 24} L${px} ${y - 10} Z" fill="${COLOURS.coral}"/>`;
  return grid.join('') + head;
}

/** A caption strip in the picture (diagrams only; videos carry their words as WebVTT captions). */
export const label = (x: number, y: number, value: string, size = 26) => text(x, y, value, { size, weight: 700 });
export const note = (x: number, y: number, value: string, size = 22) => text(x, y, value, { size, fill: COLOURS.soft });
export { esc };
