import { createHash } from 'node:crypto';
import type { Matrix } from '#/lib/art/index.ts';
import type { Shape } from '#/lib/art/scene.ts';
import { parsePath } from './path.ts';
import { clockwise, xflEdges } from './xfl-edges.ts';

/** The pieces of XFL (the XML inside an Animate .fla) the FLA writer puts together. */

export const XFL_NS = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://ns.adobe.com/xfl/2008/"';
/** Same art, same bytes: a fixed "last modified" (1 Jan 2026) instead of the clock. */
export const LAST_MODIFIED = 1767225600;

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hexColor = (c: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c.toUpperCase() : /^#[0-9a-f]{3}$/i.test(c) ? `#${[...c.slice(1)].map((x) => x + x).join('')}`.toUpperCase() : '#000000');
const solid = (color: string, opacity: number) => `<SolidColor color="${hexColor(color)}"${opacity < 1 ? ` alpha="${opacity}"` : ''}/>`;

/** A library item's id as Animate writes them (two groups of 8 hex digits), from its name: stable across runs. */
export const itemId = (name: string) => {
  const h = createHash('sha1').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 16)}`;
};

/** Short numbers: Animate writes "0.5", "325", never "-0". */
export const num = (n: number, digits = 3) => {
  const r = Math.round(n * 10 ** digits) / 10 ** digits;
  return Object.is(r, -0) ? '0' : String(r);
};

/** One scene shape as a Flash drawing object (its own fill and stroke, so overlapping shapes do not merge), moved by (dx, dy). */
export function domShape(shape: Shape, dx = 0, dy = 0): string {
  const commands = parsePath(shape.d).map((c) => (c.op === 'Z' ? c : c.op === 'C' ? { ...c, x1: c.x1 + dx, y1: c.y1 + dy, x2: c.x2 + dx, y2: c.y2 + dy, x: c.x + dx, y: c.y + dy } : { ...c, x: c.x + dx, y: c.y + dy }));
  const fills = shape.fill ? `<fills><FillStyle index="1">${solid(shape.fill, shape.opacity)}</FillStyle></fills>` : '';
  const hasStroke = shape.stroke && shape.strokeWidth > 0;
  const strokes = hasStroke ? `<strokes><StrokeStyle index="1"><SolidStroke scaleMode="normal" weight="${num(shape.strokeWidth, 2)}" caps="round" joints="round"><fill>${solid(shape.stroke!, shape.opacity)}</fill></SolidStroke></StrokeStyle></strokes>` : '';
  // Flash fills the side of an edge its fill style names: right (fillStyle1) for clockwise outlines.
  const side = clockwise(commands) ? 'fillStyle1' : 'fillStyle0';
  const edge = `<Edge${shape.fill ? ` ${side}="1"` : ''}${hasStroke ? ' strokeStyle="1"' : ''} edges="${xflEdges(commands)}"/>`;
  return `<DOMShape isDrawingObject="true">${fills}${strokes}<edges>${edge}</edges></DOMShape>`;
}

export const matrixXml = (m: Matrix) => {
  const [a, b, c, d, tx, ty] = m;
  const attrs = [
    Math.abs(a - 1) > 1e-6 ? `a="${num(a, 6)}"` : '', Math.abs(b) > 1e-6 ? `b="${num(b, 6)}"` : '', Math.abs(c) > 1e-6 ? `c="${num(c, 6)}"` : '',
    Math.abs(d - 1) > 1e-6 ? `d="${num(d, 6)}"` : '', Math.abs(tx) > 1e-4 ? `tx="${num(tx)}"` : '', Math.abs(ty) > 1e-4 ? `ty="${num(ty)}"` : '',
  ].filter(Boolean);
  return `<matrix><Matrix${attrs.length ? ` ${attrs.join(' ')}` : ''}/></matrix>`;
};

/** A placed graphic symbol; `tp` is its transformation point in the symbol's own coordinates (the joint it turns about). */
export function instanceXml(name: string, m: Matrix, options: { tp?: [number, number]; frame?: number; loop?: 'loop' | 'single frame' } = {}): string {
  const [x, y] = options.tp ?? [0, 0];
  const point = x || y ? `<Point x="${num(x)}" y="${num(y)}"/>` : '<Point/>';
  const first = options.frame ? ` firstFrame="${options.frame}"` : '';
  return `<DOMSymbolInstance libraryItemName="${esc(name)}" symbolType="graphic" loop="${options.loop ?? 'single frame'}"${first}>${matrixXml(m)}<transformationPoint>${point}</transformationPoint></DOMSymbolInstance>`;
}

/** A graphic symbol (LIBRARY/<name>.xml) whose timeline holds `layers` (top first). */
export function symbolItem(name: string, layers: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<DOMSymbolItem ${XFL_NS} name="${esc(name)}" itemID="${itemId(name)}" symbolType="graphic" lastModified="${LAST_MODIFIED}">`,
    `  <timeline>\n    <DOMTimeline name="${esc(name.split('/').pop()!)}">\n      <layers>`,
    ...layers,
    '      </layers>\n    </DOMTimeline>\n  </timeline>',
    '</DOMSymbolItem>',
    '',
  ].join('\n');
}

/**
 * A part's symbol: its drawing once, moved so the part's joint is the symbol's origin (registration
 * and transformation point at the pivot). Face parts have one frame per expression, each labelled.
 */
export function partSymbol(name: string, drawings: { label?: string; shapes: Shape[] }[], pivot: [number, number]): string {
  const frames = drawings.map(({ label, shapes }, i) => {
    const named = label ? ` name="${esc(label)}" labelType="name"` : '';
    return `            <DOMFrame index="${i}" keyMode="9728"${named}><elements>${shapes.map((s) => domShape(s, -pivot[0], -pivot[1])).join('')}</elements></DOMFrame>`;
  });
  return symbolItem(name, [`        <DOMLayer name="drawing" color="#4F80FF" current="true" isSelected="true">\n          <frames>`, ...frames, '          </frames>\n        </DOMLayer>']);
}
