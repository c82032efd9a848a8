import { artFor, characterScene, type ArtView, type CharacterArt } from '#/lib/art/index.ts';
import type { Scene } from '#/lib/art/scene.ts';
import { sceneToSvg } from '#/lib/art/scene.ts';
import { SEED_TYPES } from '#/server/seed/catalogue-data.ts';

/**
 * Small SVG helpers for the tutorials' diagrams, covers and video frames. Everything is drawn in a
 * 1280 × 720 box (16:9) with the store's colours; characters come from the art builder, so the
 * pictures show the real demo characters a tutorial links to.
 */
export const W = 1280;
export const H = 720;
export const COLOURS = { ink: '#1f2937', soft: '#4b5563', amber: '#f59e0b', amberDark: '#b45309', cream: '#fff7e6', teal: '#0e7c7b', coral: '#f97360', line: '#e5e7eb', white: '#ffffff' };
// DejaVu is on the server (video frames); browsers fall back to their sans-serif.
const FONT = "'DejaVu Sans', Arial, Helvetica, sans-serif";

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The art of a demo character from its catalogue slug (e.g. `pirate-pete`). */
export function artOf(slug: string): CharacterArt {
  for (const type of SEED_TYPES) for (const title of type.names) if (slugify(title) === slug) return artFor(type.slug, title);
  throw new Error(`No demo character with the slug "${slug}"`);
}

/** Every demo character's slug (tests check that tutorials link only these, or a set). */
export const demoCharacterSlugs = () => SEED_TYPES.flatMap((t) => t.names.map(slugify));

/** A scene placed in a square box at (x, y): a nested SVG keeps the art's own 1000 × 1000 coordinates. */
export function placed(scene: Scene, x: number, y: number, size: number): string {
  return sceneToSvg(scene).replace(/^<svg[^>]*>/, `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${scene.width} ${scene.height}">`);
}

export const character = (slug: string, x: number, y: number, size: number, view: ArtView = 'front') => placed(characterScene(artOf(slug), view), x, y, size);

type TextOptions = { size?: number; weight?: number; fill?: string; anchor?: 'start' | 'middle' | 'end' };
export function text(x: number, y: number, value: string, o: TextOptions = {}): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${o.size ?? 28}" font-weight="${o.weight ?? 400}" fill="${o.fill ?? COLOURS.ink}" text-anchor="${o.anchor ?? 'start'}">${esc(value)}</text>`;
}

export function box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; radius?: number; width?: number; dash?: string } = {}): string {
  const stroke = o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.width ?? 3}"${o.dash ? ` stroke-dasharray="${o.dash}"` : ''}` : '';
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${o.radius ?? 16}" fill="${o.fill ?? 'none'}"${stroke}/>`;
}

/** A rounded label: a step number, a format badge. */
export function pill(x: number, y: number, label: string, fill: string = COLOURS.amber, colour: string = COLOURS.ink, size = 26): string {
  const w = Math.max(size * 1.6, label.length * size * 0.68 + size);
  return `${box(x, y, w, size * 1.6, { fill, radius: size * 0.8 })}${text(x + w / 2, y + size * 1.12, label, { size, weight: 700, fill: colour, anchor: 'middle' })}`;
}

export function arrow(x1: number, y1: number, x2: number, y2: number, colour: string = COLOURS.soft): string {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const head = (d: number) => `${x2 - 22 * Math.cos(a + d)} ${y2 - 22 * Math.sin(a + d)}`;
  return `<path d="M${x1} ${y1} L${x2} ${y2} M${head(0.45)} L${x2} ${y2} L${head(-0.45)}" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A complete SVG document with a title (read by screen readers when the file is opened on its own). */
export function svgDocument(title: string, inner: string, background: string = COLOURS.cream, size = { width: W, height: H }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}" role="img"><title>${esc(title)}</title><rect width="${W}" height="${H}" fill="${background}"/>${inner}</svg>`;
}
