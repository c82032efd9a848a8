import type { Scene, Shape } from '#/lib/art/scene.ts';
import { parsePath } from './path.ts';
import { clockwise, xflEdges } from './xfl-edges.ts';
import { zip } from './zip.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hexColor = (c: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c.toUpperCase() : /^#[0-9a-f]{3}$/i.test(c) ? `#${[...c.slice(1)].map((x) => x + x).join('')}`.toUpperCase() : '#000000');
const solid = (color: string, opacity: number) => `<SolidColor color="${hexColor(color)}"${opacity < 1 ? ` alpha="${opacity}"` : ''}/>`;

/** One scene shape as a Flash drawing object: its own fill and stroke, so overlapping shapes do not merge. */
function domShape(shape: Shape): string {
  const commands = parsePath(shape.d);
  const fills = shape.fill ? `<fills><FillStyle index="1">${solid(shape.fill, shape.opacity)}</FillStyle></fills>` : '';
  const hasStroke = shape.stroke && shape.strokeWidth > 0;
  const strokes = hasStroke ? `<strokes><StrokeStyle index="1"><SolidStroke scaleMode="normal" weight="${shape.strokeWidth}" caps="round" joints="round"><fill>${solid(shape.stroke!, shape.opacity)}</fill></SolidStroke></StrokeStyle></strokes>` : '';
  // Flash fills the side of an edge its fill style names: right (fillStyle1) for clockwise outlines.
  const side = clockwise(commands) ? 'fillStyle1' : 'fillStyle0';
  const edge = `<Edge${shape.fill ? ` ${side}="1"` : ''}${hasStroke ? ' strokeStyle="1"' : ''} edges="${xflEdges(commands)}"/>`;
  return `<DOMShape isDrawingObject="true">${fills}${strokes}<edges>${edge}</edges></DOMShape>`;
}

function domLayer(name: string, frames: Shape[][], frameLength: number): string {
  const keyframes = frames
    .map((shapes, i) => `<DOMFrame index="${i * frameLength}" duration="${frameLength}" keyMode="9728"><elements>${shapes.map(domShape).join('')}</elements></DOMFrame>`)
    .join('\n          ');
  return `      <DOMLayer name="${esc(name)}">\n        <frames>\n          ${keyframes}\n        </frames>\n      </DOMLayer>`;
}

export type FlaOptions = { frameRate?: number; frameLength?: number };

/**
 * An Animate document (XFL in a zip, which Animate CC opens as .fla): one timeline layer per scene
 * layer, top layer first as Animate lists them, shapes as editable vector edges. With several
 * scenes (animation frames) each becomes a keyframe held `frameLength` frames.
 */
export function scenesToFla(scenes: Scene[], title: string, options: FlaOptions = {}): Buffer {
  const first = scenes[0];
  if (!first) throw new Error('scenesToFla needs at least one scene');
  const frameRate = options.frameRate ?? 24;
  const frameLength = scenes.length > 1 ? (options.frameLength ?? 2) : 1;
  const layers = [...first.layers].reverse().map((layer) => {
    const frames = scenes.map((s) => s.layers.find((l) => l.name === layer.name)?.shapes ?? []);
    return domLayer(layer.name, frames, frameLength);
  });
  const dom = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<DOMDocument xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://ns.adobe.com/xfl/2008/" width="${first.width}" height="${first.height}" frameRate="${frameRate}" currentTimeline="1" xflVersion="2.97" creatorInfo="Toonmart" platform="Windows" versionInfo="Saved by Toonmart" majorVersion="19">`,
    `  <timelines>\n    <DOMTimeline name="${esc(title)}">\n    <layers>`,
    ...layers,
    '    </layers>\n    </DOMTimeline>\n  </timelines>',
    '</DOMDocument>',
    '',
  ].join('\n');
  return zip([
    { name: 'DOMDocument.xml', data: Buffer.from(dom) },
    { name: 'PublishSettings.xml', data: Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<flash_profiles></flash_profiles>\n') },
    { name: `${title.replace(/[^\w -]/g, '').trim() || 'character'}.xfl`, data: Buffer.from('PROXY-CS5') },
  ]);
}
