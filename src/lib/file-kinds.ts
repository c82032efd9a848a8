/**
 * What each download format is, as the files table on a character page says it. Every phrase here is
 * a claim about the files: src/server/media/claim-rules.ts says which file facts back it, and a test
 * holds these lines (and the FAQ) to what the files really hold.
 */
/** A format as people name it (the stored code otherwise: EPS, PNG…). */
const NAMES: Record<string, string> = { LOTTIE: 'Lottie', SPRITES: 'Sprite sheets' };
export const formatName = (format: string) => NAMES[format] ?? format;

export const FILE_KINDS: Record<string, string> = {
  EPS: 'Vector, PostScript (EPS 3.0), one named object per body part',
  AI: 'Vector, Illustrator (PDF-compatible), one layer per body part',
  SVG: 'Vector, rigged: one named group per body part, pivots at the joints',
  PNG: 'Image with transparent background',
  MP4: 'H.264 video loop, no sound',
  WEBM: 'VP9 video loop with a transparent background',
  FLA: 'Animate document: a symbol per body part, pivots at the joints, animations as tweens',
  LOTTIE: 'Lottie JSON per animation and one dotLottie: a vector layer per body part, parented at the joints',
  SPRITES: 'Sprite sheet PNG and JSON (TexturePacker hash: Phaser, PixiJS) per animation, transparent',
};

/** Frames a second of the animated formats, as the files table states them (the claims test reads each file's own rate). */
export const FILE_FPS: Record<string, number> = { MP4: 24, WEBM: 24, FLA: 24, LOTTIE: 24, SPRITES: 12 };
