/**
 * Preview art drawn from a seed: simple cartoon figures as SVG, turned into PNG
 * by the seeder with sharp. Deterministic (same seed, same picture), no outside images.
 */
export type ArtStyle = 'animal' | 'person' | 'robot' | 'monster' | 'alien' | 'hero' | 'food';

const PALETTES = [
  ['#f59e0b', '#fde68a', '#1f2937'], ['#10b981', '#a7f3d0', '#064e3b'], ['#3b82f6', '#bfdbfe', '#1e3a8a'],
  ['#ef4444', '#fecaca', '#7f1d1d'], ['#8b5cf6', '#ddd6fe', '#4c1d95'], ['#ec4899', '#fbcfe8', '#831843'],
  ['#14b8a6', '#99f6e4', '#134e4a'], ['#f97316', '#fed7aa', '#7c2d12'], ['#84cc16', '#d9f99d', '#365314'],
];

/** A small seeded generator (mulberry32), so art and demo data never change between runs. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function extras(style: ArtStyle, x: number, y: number, r: number, c: string[]): string {
  switch (style) {
    case 'animal':
      return `<circle cx="${x - r * 0.75}" cy="${y - r * 0.8}" r="${r * 0.35}" fill="${c[0]}"/><circle cx="${x + r * 0.75}" cy="${y - r * 0.8}" r="${r * 0.35}" fill="${c[0]}"/>`;
    case 'robot':
      return `<line x1="${x}" y1="${y - r}" x2="${x}" y2="${y - r * 1.5}" stroke="${c[2]}" stroke-width="4"/><circle cx="${x}" cy="${y - r * 1.55}" r="6" fill="${c[0]}"/>`;
    case 'alien':
      return `<line x1="${x - r * 0.4}" y1="${y - r * 0.9}" x2="${x - r * 0.7}" y2="${y - r * 1.5}" stroke="${c[2]}" stroke-width="3"/><line x1="${x + r * 0.4}" y1="${y - r * 0.9}" x2="${x + r * 0.7}" y2="${y - r * 1.5}" stroke="${c[2]}" stroke-width="3"/>`;
    case 'monster':
      return `<path d="M${x - r * 0.6} ${y - r * 0.7} l-10 -30 l25 20 Z M${x + r * 0.6} ${y - r * 0.7} l10 -30 l-25 20 Z" fill="${c[2]}"/>`;
    case 'hero':
      return `<path d="M${x - r} ${y + r * 1.1} Q${x} ${y + r * 3.2} ${x + r} ${y + r * 1.1} Z" fill="${c[2]}" opacity="0.8"/>`;
    case 'food':
      return `<ellipse cx="${x}" cy="${y - r * 0.95}" rx="${r * 0.5}" ry="${r * 0.2}" fill="${c[2]}"/>`;
    default:
      return `<path d="M${x - r} ${y - r * 0.2} Q${x} ${y - r * 1.6} ${x + r} ${y - r * 0.2} Z" fill="${c[2]}"/>`;
  }
}

function figure(rand: () => number, style: ArtStyle, x: number, scale: number): string {
  const c = PALETTES[Math.floor(rand() * PALETTES.length)] ?? PALETTES[0]!;
  const r = 52 * scale;
  const y = 170 - (1 - scale) * 40;
  const headShape = style === 'robot' ? `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r * 2}" rx="${r * 0.3}" fill="${c[1]}" stroke="${c[2]}" stroke-width="4"/>` : `<circle cx="${x}" cy="${y}" r="${r}" fill="${c[1]}" stroke="${c[2]}" stroke-width="4"/>`;
  const eye = 0.35 + rand() * 0.2;
  const smile = rand() > 0.3 ? `<path d="M${x - r * 0.4} ${y + r * 0.35} Q${x} ${y + r * 0.75} ${x + r * 0.4} ${y + r * 0.35}" stroke="${c[2]}" stroke-width="4" fill="none" stroke-linecap="round"/>` : `<circle cx="${x}" cy="${y + r * 0.45}" r="${r * 0.15}" fill="${c[2]}"/>`;
  return [
    extras(style, x, y, r, c),
    `<rect x="${x - r * 0.8}" y="${y + r * 0.9}" width="${r * 1.6}" height="${r * 1.9}" rx="${r * 0.5}" fill="${c[0]}" stroke="${c[2]}" stroke-width="4"/>`,
    headShape,
    `<circle cx="${x - r * eye}" cy="${y - r * 0.1}" r="${r * 0.14}" fill="#fff" stroke="${c[2]}" stroke-width="3"/><circle cx="${x - r * eye}" cy="${y - r * 0.08}" r="${r * 0.06}" fill="${c[2]}"/>`,
    `<circle cx="${x + r * eye}" cy="${y - r * 0.1}" r="${r * 0.14}" fill="#fff" stroke="${c[2]}" stroke-width="3"/><circle cx="${x + r * eye}" cy="${y - r * 0.08}" r="${r * 0.06}" fill="${c[2]}"/>`,
    smile,
  ].join('');
}

/** A 360×360 SVG: one figure, or a little group of `count` figures for a set. */
export function characterSvg(seed: number, style: ArtStyle, count = 1): string {
  const rand = seeded(seed);
  const figures: string[] = [];
  const n = Math.min(count, 4);
  for (let i = 0; i < n; i += 1) {
    const x = n === 1 ? 180 : 60 + (240 / (n - 1)) * i;
    figures.push(figure(rand, style, x, n === 1 ? 1 : 0.62));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="360" viewBox="0 0 360 360">${figures.join('')}</svg>`;
}
