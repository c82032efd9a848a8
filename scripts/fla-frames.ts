/**
 * Reads a character's FLA back as Animate would show it and draws frames of one animation side by side:
 * library symbols (edges in twips) placed by each layer's keyframes and classic tweens. A check that the
 * file, not the rig, holds the motion. `npx node scripts/fla-frames.ts out.png "Pirate Pete" walk 6 240`;
 * with `library` instead of an animation, every symbol of the library alone, its origin (the joint) marked.
 */
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { apply, artFor, rigOf, type Easing, type Matrix } from '#/lib/art/index.ts';
import { SEED_TYPES } from '#/server/seed/catalogue-data.ts';
import { rigToFla } from '#/server/media/fla.ts';
import { tweenMatrix } from '#/server/media/xfl-tween.ts';
import { unzip } from '#/server/media/zip.ts';

type Node = Record<string, unknown>;
const [out = '/tmp/fla-frames.png', name = 'Pirate Pete', label = 'walk', count = '6', cell = '240'] = process.argv.slice(2);
const type = SEED_TYPES.find((t) => t.names.includes(name))!;
const files = unzip(rigToFla(rigOf(artFor(type.slug, name)), name));
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (n) => ['Include', 'DOMLayer', 'DOMFrame', 'DOMShape', 'Point', 'DOMSymbolInstance'].includes(n) });
const list = (x: unknown) => (x ?? []) as Node[];
const num = (n: Node, a: string, d = 0) => (n[`@${a}`] === undefined ? d : Number(n[`@${a}`]));
const layersOf = (timeline: Node) => list(((timeline.DOMTimeline as Node).layers as Node).DOMLayer);
const dom = parser.parse(files.get('DOMDocument.xml')!.toString()).DOMDocument as Node;
const layers = layersOf(dom.timelines as Node);

/** A symbol's first frame as SVG paths in its own coordinates. */
const symbolSvg = new Map<string, string>();
for (const inc of list((dom.symbols as Node).Include)) {
  const item = parser.parse(files.get(`LIBRARY/${String(inc['@href'])}`)!.toString()).DOMSymbolItem as Node;
  const frame = list((layersOf(item.timeline as Node)[0]!.frames as Node).DOMFrame)[0]!;
  const paths = list((frame.elements as Node).DOMShape).map((shape) => {
    const solid = (n: Node | undefined) => (n ? (n.SolidColor as Node) : undefined);
    const fill = solid(((shape.fills as Node | undefined)?.FillStyle as Node | undefined));
    const stroke = (((shape.strokes as Node | undefined)?.StrokeStyle as Node | undefined)?.SolidStroke as Node | undefined);
    const edges = String(((shape.edges as Node).Edge as Node)['@edges']);
    const d = edges
      .replace(/!/g, 'M').replace(/\|/g, 'L').replace(/\[/g, 'Q').replace(/-?\d+/g, (n) => String(Number(n) / 20));
    const fillAttr = fill ? `fill="${String(fill['@color'])}" fill-opacity="${num(fill, 'alpha', 1)}"` : 'fill="none"';
    const strokeAttr = stroke ? ` stroke="${String(solid(stroke.fill as Node)!['@color'])}" stroke-width="${num(stroke, 'weight')}" stroke-linejoin="round" stroke-linecap="round"` : '';
    return `<path d="${d}" ${fillAttr}${strokeAttr}/>`;
  });
  symbolSvg.set(String(item['@name']), paths.join(''));
}

const instance = (f: Node) => list((f.elements as Node).DOMSymbolInstance)[0]!;
const matrixOf = (i: Node): Matrix => {
  const m = (i.matrix as Node).Matrix as Node;
  return [num(m, 'a', 1), num(m, 'b'), num(m, 'c'), num(m, 'd', 1), num(m, 'tx'), num(m, 'ty')];
};
const EASES: Record<string, Easing> = { '0.42,0,1,1': 'ease-in', '0,0,0.58,1': 'ease-out', '0.42,0,0.58,1': 'ease-in-out' };
const easeOf = (f: Node): Easing => {
  if (f['@hasCustomEase'] !== 'true') return 'linear';
  const p = list(((f.tweens as Node).CustomEase as Node).Point);
  return EASES[[num(p[1]!, 'x'), num(p[1]!, 'y'), num(p[2]!, 'x'), num(p[2]!, 'y')].join(',')] ?? 'linear';
};
function shownAt(frames: Node[], at: number): { symbol: string; m: Matrix } {
  const i = frames.findLastIndex((f) => num(f, 'index') <= at);
  const [key, next] = [frames[i]!, frames[i + 1]];
  const symbol = String(instance(key)['@libraryItemName']);
  if (key['@tweenType'] !== 'motion' || !next) return { symbol, m: matrixOf(instance(key)) };
  const t = (at - num(key, 'index')) / (num(next, 'index') - num(key, 'index'));
  return { symbol, m: tweenMatrix(matrixOf(instance(key)), matrixOf(instance(next)), t, easeOf(key)) };
}

if (label === 'library') {
  const size = Number(cell);
  const names = [...symbolSvg.keys()];
  const cols = Math.min(names.length, Number(count));
  const rows = Math.ceil(names.length / cols);
  // Each symbol scaled to its cell around its origin: symbols are drawn about their joint, so the origin sits inside or at the edge.
  const cells = names.map((name, i) => {
    const [x, y] = [(i % cols) * size, Math.floor(i / cols) * size];
    return `<g transform="translate(${x + size / 2} ${y + size / 2 - 10}) scale(${size / 700})">${symbolSvg.get(name)}</g><circle cx="${x + size / 2}" cy="${y + size / 2 - 10}" r="4" fill="#e11d48"/><text x="${x + size / 2}" y="${y + size - 8}" font-family="sans-serif" font-size="13" text-anchor="middle">${name}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * size}" height="${rows * size}"><rect width="100%" height="100%" fill="#fff"/>${cells.join('')}</svg>`;
  await sharp(Buffer.from(svg)).png().toFile(out);
  console.log(`${out}: the ${names.length} library symbols of ${name}'s FLA`);
  process.exit(0);
}

const labels = list((layers[0]!.frames as Node).DOMFrame);
const start = labels.find((l) => l['@name'] === label)!;
const n = Number(count);
const size = Number(cell);
const cells = Array.from({ length: n }, (_, k) => {
  const at = num(start, 'index') + Math.floor((k * num(start, 'duration')) / n);
  const body = layers.slice(1).reverse().map((layer) => {
    const { symbol, m } = shownAt(list((layer.frames as Node).DOMFrame), at);
    const [x, y] = apply(m, [0, 0]);
    return `<g transform="matrix(${m.join(' ')})">${symbolSvg.get(symbol) ?? ''}</g><circle cx="${x}" cy="${y}" r="5" fill="#e11d48"/>`;
  }).join('');
  return `<g transform="translate(${k * size} 0) scale(${size / 1000})">${body}</g>`;
});
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${n * size}" height="${size}"><rect width="100%" height="100%" fill="#fff"/>${cells.join('')}</svg>`;
await sharp(Buffer.from(svg)).png().toFile(out);
console.log(`${out}: ${n} frames of ${label} read back from the FLA of ${name}`);
