/**
 * A contact sheet of the demo cast: every character and set with its name, for looking at the
 * art as a whole. Usage: node scripts/art-sheet.ts out.png [name filter, `|` between names] [view] [cell px]
 * (view: front, three-quarter, expressions, all; loop for four frames of the video reel; idle, wave or walk for
 * six frames of that animation; e.g. `node scripts/art-sheet.ts /tmp/a.png Pirate all 400`).
 */
import sharp from 'sharp';
import { GALLERY_VIEWS, animationOf, animationScene, artFor, characterScene, frameScene, rigOf, setScene, type AnimationName, type ArtView } from '#/lib/art/index.ts';
import { SEED_SETS, SEED_TYPES } from '#/server/seed/catalogue-data.ts';
import type { Scene } from '#/lib/art/scene.ts';

type Tile = { label: string; scene: Scene };

const [out = 'art-sheet.png', filter = '', viewArg = 'front', cellArg = '240'] = process.argv.slice(2);
const cell = Number(cellArg);
/** The name filter: any of its `|`-separated words, case ignored. */
const matches = (name: string) => filter.toLowerCase().split('|').some((f) => name.toLowerCase().includes(f));
const loop = viewArg === 'loop';
const animation = ['idle', 'wave', 'walk'].includes(viewArg) ? (viewArg as AnimationName) : null;
const views: ArtView[] = viewArg === 'all' ? [...GALLERY_VIEWS] : loop || animation ? [] : [viewArg as ArtView];

/** Six frames spread over an animation (none when the figure has not got it: no walk without legs). */
function animationTiles(name: string, typeSlug: string): Tile[] {
  const rig = rigOf(artFor(typeSlug, name));
  const anim = animation ? animationOf(rig, animation) : undefined;
  if (!anim) return [];
  return Array.from({ length: 6 }, (_, i) => Math.round((i * anim.frames) / 6)).map((f) => ({ label: `${name} ${anim.name} ${f}/${anim.frames}`, scene: frameScene(rig, anim, f) }));
}

function tiles(): Tile[] {
  const list: Tile[] = [];
  for (const type of SEED_TYPES) {
    for (const name of type.names) {
      if (!matches(name)) continue;
      for (const view of views) list.push({ label: views.length > 1 ? `${name} (${view})` : name, scene: characterScene(artFor(type.slug, name), view) });
      if (loop) for (const t of [0, 0.25, 0.5, 0.75]) list.push({ label: `${name} t=${t}`, scene: animationScene(artFor(type.slug, name), t) });
      list.push(...animationTiles(name, type.slug));
    }
  }
  for (const set of SEED_SETS) {
    if (!matches(set.title)) continue;
    const members = set.members.map(([t, n]) => artFor(SEED_TYPES[t]!.slug, SEED_TYPES[t]!.names[n]!));
    for (const view of views) list.push({ label: set.title, scene: setScene(members, view) });
  }
  return list;
}

function inner(scene: Scene): string {
  return scene.layers.map((l) => `<g>${l.shapes.map((s) => `<path d="${s.d}" fill="${s.fill ?? 'none'}"${s.stroke ? ` stroke="${s.stroke}" stroke-width="${s.strokeWidth}" stroke-linejoin="round" stroke-linecap="round"` : ''}${s.opacity < 1 ? ` opacity="${s.opacity}"` : ''}/>`).join('')}</g>`).join('');
}

const all = tiles();
const cols = Math.min(all.length, Math.max(1, Math.floor(2600 / cell)));
const rows = Math.ceil(all.length / cols);
const labelH = Math.round(cell * 0.12);
const W = cols * cell;
const H = rows * (cell + labelH);
const body = all.map((t, i) => {
  const x = (i % cols) * cell;
  const y = Math.floor(i / cols) * (cell + labelH);
  return `<rect x="${x + 4}" y="${y + 4}" width="${cell - 8}" height="${cell - 8}" rx="12" fill="#f3f0fa"/><svg x="${x}" y="${y}" width="${cell}" height="${cell}" viewBox="0 0 1000 1000">${inner(t.scene)}</svg><text x="${x + cell / 2}" y="${y + cell + labelH * 0.7}" font-family="sans-serif" font-size="${Math.round(labelH * 0.6)}" text-anchor="middle" fill="#2b2238">${t.label}</text>`;
}).join('');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#ffffff"/>${body}</svg>`;
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`${all.length} pictures → ${out} (${W}×${H})`);
