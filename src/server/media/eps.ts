import type { Scene } from '#/lib/art/scene.ts';
import { num, parsePath, rgb, visibleShapes } from './path.ts';

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
 * The scene as Encapsulated PostScript (EPSF-3.0), one point per scene unit. The scene's y axis
 * points down, so the page is flipped once at the top; each layer is a gsave/grestore group
 * with its name as a comment, so a reader sees the parts it came from.
 */
export function sceneToEps(scene: Scene, title: string): Buffer {
  const lines = [
    '%!PS-Adobe-3.0 EPSF-3.0',
    '%%Creator: Toonmart',
    `%%Title: (${psString(title)})`,
    `%%BoundingBox: 0 0 ${Math.ceil(scene.width)} ${Math.ceil(scene.height)}`,
    `%%HiResBoundingBox: 0 0 ${num(scene.width)} ${num(scene.height)}`,
    '%%LanguageLevel: 2',
    '%%Pages: 1',
    '%%EndComments',
    '%%BeginProlog',
    '%%EndProlog',
    '%%Page: 1 1',
    'gsave',
    `0 ${num(scene.height)} translate 1 -1 scale`,
    '1 setlinejoin 1 setlinecap',
  ];
  for (const { layer, shapes } of visibleShapes(scene)) {
    lines.push(`% Layer: ${psString(layer)}`, 'gsave');
    for (const shape of shapes) {
      const path = `newpath ${pathOps(shape.d)}`;
      if (shape.fill) lines.push(`${path} ${color(shape.fill)} fill`);
      if (shape.stroke && shape.strokeWidth > 0) lines.push(`${path} ${color(shape.stroke)} ${num(shape.strokeWidth)} setlinewidth stroke`);
    }
    lines.push('grestore');
  }
  lines.push('grestore', 'showpage', '%%Trailer', '%%EOF', '');
  return Buffer.from(lines.join('\n'), 'latin1');
}
