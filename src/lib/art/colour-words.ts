import type { CharacterArt } from './model.ts';

/**
 * Colour words a shopper types ("orange", "red") for the hex colours of the builder's palettes, and
 * the colour names an artist may state. One word per colour: the hue picks the family, lightness and
 * colourfulness pick black, white, grey, brown and cream.
 */
export const COLOUR_WORDS = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink', 'brown', 'cream', 'black', 'white', 'grey'] as const;
export type ColourWord = (typeof COLOUR_WORDS)[number];

/** Other spellings a shopper uses, indexed beside the word so either finds the character. */
const SPELLINGS: Partial<Record<ColourWord, string[]>> = { grey: ['gray'], teal: ['turquoise'], purple: ['violet'] };

/** Shade names an artist may state, with the family a shopper searching broadly expects them in. */
export const SHADES: Record<string, ColourWord> = {
  crimson: 'red', scarlet: 'red', maroon: 'red', burgundy: 'red', coral: 'orange', peach: 'orange', amber: 'orange',
  gold: 'yellow', golden: 'yellow', mustard: 'yellow', lemon: 'yellow', lime: 'green', olive: 'green', mint: 'green', emerald: 'green',
  turquoise: 'teal', aqua: 'teal', cyan: 'teal', navy: 'blue', sky: 'blue', azure: 'blue', violet: 'purple', lilac: 'purple',
  lavender: 'purple', magenta: 'pink', rose: 'pink', tan: 'brown', chocolate: 'brown', beige: 'cream', ivory: 'cream',
  silver: 'grey', gray: 'grey', charcoal: 'black',
};

const NEUTRAL = new Set<ColourWord>(['black', 'white', 'grey']);

type Hsl = { h: number; s: number; l: number; chroma: number };

function toHsl(hex: string): Hsl | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = Number.parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const l = (max + min) / 2;
  const s = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (chroma > 0) h = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { h: (h * 60 + 360) % 360, s, l, chroma };
}

/** Hue families, by the hue angle where each one starts (red wraps around 0). */
const HUES: [number, ColourWord][] = [[15, 'orange'], [42, 'yellow'], [70, 'green'], [165, 'teal'], [195, 'blue'], [245, 'purple'], [290, 'pink'], [345, 'red']];

/** The colour word of one hex colour (`#rrggbb`), or null when it is not a colour. */
export function colourWord(hex: string): ColourWord | null {
  const c = toHsl(hex);
  if (!c) return null;
  // Near-neutral colours (the ink, metal, fur of a raccoon): by lightness alone.
  if (c.l < 0.18 || (c.chroma < 0.13 && c.l < 0.3)) return 'black';
  if (c.chroma < 0.13) return c.l > 0.85 ? 'white' : 'grey';
  const family = [...HUES].reverse().find(([start]) => c.h >= start)?.[1] ?? 'red';
  if (family === 'orange' || family === 'yellow') {
    if (c.l < 0.5 || (c.l < 0.65 && c.s < 0.6)) return 'brown';
    if (c.l > 0.78) return 'cream';
  }
  if (family === 'red' && c.l > 0.75) return 'pink';
  return family;
}

/** A word and its other spellings, in index order. */
export function withSpellings(words: Iterable<string>): string[] {
  return [...new Set([...words].flatMap((w) => [w, ...(SPELLINGS[w as ColourWord] ?? [])]))];
}

/**
 * The colours a shopper sees on a drawn character: the main colour, the fur or body of anything that
 * is not a person (a person's skin and hair are not what "orange" means) and the limbs when they
 * differ (a panda's). The second colour and a creature's details count when they are a real colour:
 * black trousers, white trims and dark eyes do not make a character black or white.
 */
export function artColours(art: CharacterArt): ColourWord[] {
  const person = art.head === 'human' || art.head === 'elf';
  const { main, accent, skin, hair, limbs } = art.palette;
  // A person whose main colour is the skin (a swimmer) wears nothing that colour.
  const body = person ? (main === skin ? [] : [main]) : [main, skin];
  const primary = [...body, ...(limbs && limbs !== skin ? [limbs] : [])].map(colourWord);
  const secondary = [accent, ...(person ? [] : [hair])].map(colourWord).filter((w) => w && !NEUTRAL.has(w));
  return [...new Set([...primary, ...secondary].filter((w): w is ColourWord => w !== null))];
}

/** Words around colour names that say nothing a search can use ("dark blue and gold"). */
const QUALIFIERS = new Set(['and', 'light', 'dark', 'pale', 'bright', 'deep', 'soft']);

/**
 * An artist's stated colours ("Navy, gold"): known names only, each with its family, so "navy" is
 * found by "navy" and by "blue". Unknown words come back in `unknown` for the form to name.
 */
export function statedColours(text: string): { words: string[]; unknown: string[] } {
  const given = text.toLowerCase().split(/[^a-z]+/).filter((w) => w && !QUALIFIERS.has(w));
  const unknown = given.filter((w) => !(COLOUR_WORDS as readonly string[]).includes(w) && !(w in SHADES));
  const known = given.filter((w) => !unknown.includes(w));
  return { words: withSpellings(known.flatMap((w) => (w in SHADES ? [w, SHADES[w]!] : [w]))), unknown };
}
