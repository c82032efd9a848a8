/**
 * The vector scene every piece of character art is made of, and the one format the media
 * pipeline reads: SVG previews, PNG renders, EPS and AI (PDF) files, FLA layers and MP4
 * frames are all written from it. Paths use only absolute M, L, C and Z commands, so each
 * writer maps them one to one (PostScript moveto/lineto/curveto/closepath, PDF m/l/c/h).
 */
export type Shape = {
  /** Absolute M, L, C, Z commands only. */
  d: string;
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  opacity: number;
};

/** A named group (body, head, arm-right…): FLA layers and animation move layers by name. */
export type Layer = { name: string; shapes: Shape[] };

export type Scene = { width: number; height: number; layers: Layer[] };

const attr = (name: string, value: string | number | null) => (value === null ? '' : ` ${name}="${value}"`);

function shapeSvg(shape: Shape): string {
  const stroke = shape.stroke ? `${attr('stroke', shape.stroke)}${attr('stroke-width', shape.strokeWidth)} stroke-linejoin="round" stroke-linecap="round"` : '';
  return `<path d="${shape.d}"${attr('fill', shape.fill ?? 'none')}${stroke}${shape.opacity < 1 ? attr('opacity', shape.opacity) : ''}/>`;
}

/** The scene as an SVG document, at its own size unless `width`/`height` say otherwise (the view box stays the scene's). */
export function sceneToSvg(scene: Scene, size: { width?: number; height?: number; background?: string } = {}): string {
  const width = size.width ?? scene.width;
  const height = size.height ?? scene.height;
  const background = size.background ? `<rect width="${scene.width}" height="${scene.height}" fill="${size.background}"/>` : '';
  const layers = scene.layers.map((layer) => `<g id="${layer.name}">${layer.shapes.map(shapeSvg).join('')}</g>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${scene.width} ${scene.height}">${background}${layers}</svg>`;
}

/** An ellipse as four cubic curves (the scene has no arcs). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  const k = 0.5522847498;
  const f = (n: number) => Math.round(n * 100) / 100;
  return [
    `M${f(cx - rx)} ${f(cy)}`,
    `C${f(cx - rx)} ${f(cy - ry * k)} ${f(cx - rx * k)} ${f(cy - ry)} ${f(cx)} ${f(cy - ry)}`,
    `C${f(cx + rx * k)} ${f(cy - ry)} ${f(cx + rx)} ${f(cy - ry * k)} ${f(cx + rx)} ${f(cy)}`,
    `C${f(cx + rx)} ${f(cy + ry * k)} ${f(cx + rx * k)} ${f(cy + ry)} ${f(cx)} ${f(cy + ry)}`,
    `C${f(cx - rx * k)} ${f(cy + ry)} ${f(cx - rx)} ${f(cy + ry * k)} ${f(cx - rx)} ${f(cy)}`,
    'Z',
  ].join(' ');
}
