import type { FileClaims } from './claims.ts';

/**
 * The phrases pages use about the files, each with the file facts that back it. A page or FAQ line
 * that uses a phrase claims it for the files; `unbacked` lists the phrases the files do not bear out.
 */
export type ClaimRule = { phrase: RegExp; holds: (c: FileClaims) => boolean };

const has = (c: FileClaims, format: string) => c.formats.includes(format);

export const CLAIM_RULES: ClaimRule[] = [
  { phrase: /\bEPS\b/, holds: (c) => has(c, 'EPS') },
  { phrase: /\bAI\b/, holds: (c) => has(c, 'AI') },
  { phrase: /\bSVG\b/, holds: (c) => has(c, 'SVG') },
  { phrase: /\bPNG\b/, holds: (c) => has(c, 'PNG') },
  { phrase: /\bMP4\b/, holds: (c) => has(c, 'MP4') },
  { phrase: /\bFLA\b/, holds: (c) => has(c, 'FLA') },
  { phrase: /\bWebM\b/i, holds: (c) => has(c, 'WEBM') },
  { phrase: /\bLottie\b|dotLottie/, holds: (c) => (c.lottie?.animations.length ?? 0) > 0 },
  { phrase: /sprite sheet/i, holds: (c) => c.sprites.length > 0 && c.sprites.every((s) => s.frames > 0) },
  { phrase: /rigged symbols|symbol per body part/i, holds: (c) => (c.fla?.symbols.length ?? 0) > 1 && (c.fla?.instances ?? 0) > 0 },
  { phrase: /animations as tweens|classic tweens/i, holds: (c) => (c.fla?.tweens ?? 0) > 0 },
  { phrase: /layer per body part/i, holds: (c) => c.aiLayers.length > 1 || (c.lottie?.layers.length ?? 0) > 1 },
  { phrase: /named object per body part/i, holds: (c) => c.epsObjects.length > 1 },
  { phrase: /named group per body part|pivots at the joints/i, holds: (c) => (c.svgRig?.parts.length ?? 0) > 1 },
  { phrase: /parented at the joints/i, holds: (c) => (c.lottie?.parented ?? 0) > 0 },
  { phrase: /transparent (background|PNG)/i, holds: (c) => c.png.length > 0 && c.png.every((p) => p.transparent) },
  { phrase: /video loop with a transparent background/i, holds: (c) => c.webmAlpha === true },
];

/** The phrases in `text` the files do not bear out (as written in the text). */
export function unbacked(text: string, claims: FileClaims): string[] {
  return CLAIM_RULES.filter((r) => r.phrase.test(text) && !r.holds(claims)).map((r) => text.match(r.phrase)![0]);
}
