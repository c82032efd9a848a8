import type { Scene } from '#/lib/art/scene.ts';
import { num, parsePath, rgb, visibleShapes, type LayerGroup } from './path.ts';

const psString = (s: string) => s.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '');

function pathOps(d: string): string {
  return parsePath(d)
    .map((c) => {
      if (c.op === 'Z') return 'closepath';
      if (c.op === 'C') return `${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)} curveto`;
      return `${num(c.x)} ${num(c.y)} ${c.op === 'M' ? 'moveto' : 'lineto'}`;
    })
    .join(' ');
}

const color = (hex: string) => `${rgb(hex).map(num).join(' ')} setrgbcolor`;

/**
 * Encapsulated PostScript (EPSF-3.0), one point per unit. The picture's y axis points down, so the
 * page is flipped once at the top. Each layer (rig part) is a gsave/grestore group between DSC
 * %%BeginObject / %%EndObject comments carrying its name; a named group (a set's member) is an
 * object holding its parts' objects, so a reader sees the parts and whose they are.
 */
export function layersToEps(size: { width: number; height: number }, groups: LayerGroup[], title: string): Buffer {
  const lines = [
    '%!PS-Adobe-3.0 EPSF-3.0',
    '%%Creator: Toonmart',
    `%%Title: (${psString(title)})`,
    `%%BoundingBox: 0 0 ${Math.ceil(size.width)} ${Math.ceil(size.height)}`,
    `%%HiResBoundingBox: 0 0 ${num(size.width)} ${num(size.height)}`,
    '%%LanguageLevel: 2',
    '%%Pages: 1',
    '%%EndComments',
    '%%BeginProlog',
    '%%EndProlog',
    '%%Page: 1 1',
    'gsave',
    `0 ${num(size.height)} translate 1 -1 scale`,
    '1 setlinejoin 1 setlinecap',
  ];
  for (const group of groups) {
    if (group.name) lines.push(`%%BeginObject: ${psString(group.name)}`, 'gsave');
    for (const { layer, shapes } of visibleShapes({ ...size, layers: group.layers })) {
      if (!shapes.length) continue;
      lines.push(`%%BeginObject: ${psString(layer)}`, 'gsave');
      for (const shape of shapes) {
        const path = `newpath ${pathOps(shape.d)}`;
        if (shape.fill) lines.push(`${path} ${color(shape.fill)} fill`);
        if (shape.stroke && shape.strokeWidth > 0) lines.push(`${path} ${color(shape.stroke)} ${num(shape.strokeWidth)} setlinewidth stroke`);
      }
      lines.push('grestore', '%%EndObject');
    }
    if (group.name) lines.push('grestore', '%%EndObject');
  }
  lines.push('grestore', 'showpage', '%%Trailer', '%%EOF', '');
  return Buffer.from(lines.join('\n'), 'latin1');
}

/** One picture as EPS: each of its layers (rig parts) an object of its own. */
export const sceneToEps = (scene: Scene, title: string) => layersToEps(scene, [{ name: null, layers: scene.layers }], title);
