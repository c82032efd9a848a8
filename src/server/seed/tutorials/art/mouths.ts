import { COLOURS, text } from './draw.ts';

/**
 * A simple mouth set drawn in the house style (ink outline, dark mouth, pink tongue): the shapes
 * Adobe Animate's Auto Lip-Sync asks for, grouped the way small productions usually draw them.
 */
export const MOUTHS = [
  { name: 'Rest', sounds: 'M, B, P' },
  { name: 'Ah', sounds: 'A, I' },
  { name: 'Ee', sounds: 'E, S, D' },
  { name: 'Oh', sounds: 'O' },
  { name: 'Woo', sounds: 'U, W, Q' },
  { name: 'F', sounds: 'F, V' },
] as const;

const INK = '#2b2238';

/** One mouth, centred on (cx, cy), `s` about its half-width. */
export function mouthShape(name: string, cx: number, cy: number, s: number): string {
  const outline = `stroke="${INK}" stroke-width="${s * 0.1}" stroke-linejoin="round" stroke-linecap="round"`;
  const open = (w: number, h: number) =>
    `<path d="M${cx - w} ${cy} C${cx - w * 0.8} ${cy + h * 1.3} ${cx + w * 0.8} ${cy + h * 1.3} ${cx + w} ${cy} C${cx + w * 0.5} ${cy - h * 0.35} ${cx - w * 0.5} ${cy - h * 0.35} ${cx - w} ${cy} Z" fill="#7a2235" ${outline}/>` +
    `<ellipse cx="${cx}" cy="${cy + h * 0.7}" rx="${w * 0.45}" ry="${h * 0.22}" fill="#f0707f"/>`;
  switch (name) {
    case 'Rest':
      return `<path d="M${cx - s * 0.7} ${cy} C${cx - s * 0.2} ${cy + s * 0.18} ${cx + s * 0.2} ${cy + s * 0.18} ${cx + s * 0.7} ${cy}" fill="none" ${outline}/>`;
    case 'Ah':
      return open(s, s * 0.9);
    case 'Ee':
      return `<path d="M${cx - s} ${cy} C${cx - s * 0.6} ${cy + s * 0.5} ${cx + s * 0.6} ${cy + s * 0.5} ${cx + s} ${cy} C${cx + s * 0.5} ${cy - s * 0.1} ${cx - s * 0.5} ${cy - s * 0.1} ${cx - s} ${cy} Z" fill="#7a2235" ${outline}/><rect x="${cx - s * 0.6}" y="${cy + s * 0.02}" width="${s * 1.2}" height="${s * 0.14}" rx="${s * 0.05}" fill="#ffffff"/>`;
    case 'Oh':
      return `<ellipse cx="${cx}" cy="${cy + s * 0.25}" rx="${s * 0.45}" ry="${s * 0.6}" fill="#7a2235" ${outline}/>`;
    case 'Woo':
      return `<ellipse cx="${cx}" cy="${cy + s * 0.15}" rx="${s * 0.25}" ry="${s * 0.3}" fill="#7a2235" ${outline}/>`;
    default:
      return `<path d="M${cx - s * 0.7} ${cy + s * 0.15} C${cx - s * 0.2} ${cy - s * 0.05} ${cx + s * 0.2} ${cy - s * 0.05} ${cx + s * 0.7} ${cy + s * 0.15}" fill="none" ${outline}/><rect x="${cx - s * 0.45}" y="${cy - s * 0.1}" width="${s * 0.9}" height="${s * 0.18}" rx="${s * 0.06}" fill="#ffffff" ${outline}/>`;
  }
}

/** The mouth set as a chart: one cell per mouth with its name and sounds, `active` highlighted. */
export function mouthChart(x: number, y: number, active = -1, cell = 180): string {
  return MOUTHS.map((m, i) => {
    const cx = x + (i % 3) * (cell + 20);
    const cy = y + Math.floor(i / 3) * (cell + 40);
    const fill = i === active ? '#fde7b0' : COLOURS.white;
    return `<rect x="${cx}" y="${cy}" width="${cell}" height="${cell + 20}" rx="16" fill="${fill}" stroke="${i === active ? COLOURS.amber : COLOURS.line}" stroke-width="4"/>${mouthShape(m.name, cx + cell / 2, cy + cell * 0.4, cell * 0.28)}${text(cx + cell / 2, cy + cell * 0.82, m.name, { size: 26, weight: 700, anchor: 'middle' })}${text(cx + cell / 2, cy + cell * 0.98, m.sounds, { size: 20, anchor: 'middle', fill: COLOURS.soft })}`;
  }).join('');
}
