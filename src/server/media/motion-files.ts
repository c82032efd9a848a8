import { animationsOf, rigOf, type CharacterArt } from '#/lib/art/index.ts';
import { rigToLottie } from '#/lib/art/rigged/lottie.ts';
import type { Made } from './made.ts';
import { SPRITE_FPS, SPRITE_FRAME, spriteCount, spriteSheetJson, spriteSheetPng } from './sprites.ts';
import { zip } from './zip.ts';

/**
 * The files for the web and for games, made from the rig's animations: a Lottie JSON per animation
 * (`pirate-pete-walk.json`) and one dotLottie holding them all (`pirate-pete.lottie`, the main file);
 * a sprite sheet per animation, its PNG and its TexturePacker JSON side by side
 * (`pirate-pete-walk-sheet.png`, `pirate-pete-walk-sheet.json`).
 */

/** Bump when a writer changes: the input leads with it, so the files are made again and nothing else is. */
const LOTTIE_WRITER = 'lottie-1';
const SPRITE_WRITER = 'sprites-1';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const ms = (frames: number, fps: number) => Math.round((frames / fps) * 1000);

/** dotLottie 1: a ZIP with manifest.json and animations/<id>.json, the first animation active. */
export function dotLottie(animations: { id: string; data: unknown }[]): Buffer {
  const manifest = {
    version: '1', generator: 'Toonmart', author: 'Toonmart', revision: 1,
    animations: animations.map((a) => ({ id: a.id, speed: 1, loop: true, autoplay: true, direction: 1, playMode: 'normal' })),
    activeAnimationId: animations[0]?.id,
  };
  return zip([{ name: 'manifest.json', data: json(manifest) }, ...animations.map((a) => ({ name: `animations/${a.id}.json`, data: json(a.data) }))]);
}

export function lottieFiles(art: CharacterArt, title: string): Made[] {
  const rig = rigOf(art);
  const animations = animationsOf(rig);
  const docs = animations.map((a) => ({ id: a.name, data: rigToLottie(rig, a, title) }));
  const input = `${LOTTIE_WRITER}\n${title}\n${JSON.stringify(rig)}\n${JSON.stringify(animations)}`;
  const size = { width: rig.width, height: rig.height };
  const all: Made = { variant: '', ext: 'lottie', contentType: 'application/zip', input, data: async () => dotLottie(docs), ...size, durationMs: animations.reduce((sum, a) => sum + ms(a.frames, a.fps), 0) };
  return [all, ...animations.map((a, i): Made => ({
    variant: a.name, ext: 'json', contentType: 'application/json', input: `${input}\n${a.name}`, data: async () => json(docs[i]!.data), ...size, durationMs: ms(a.frames, a.fps),
  }))];
}

/** `slug` names the PNG inside each JSON (meta.image), as the buyer's download names it. */
export function spriteFiles(art: CharacterArt, slug: string): Made[] {
  const rig = rigOf(art);
  return animationsOf(rig).flatMap((a): Made[] => {
    const stem = `${a.name}-sheet`;
    const layout = spriteSheetJson(a, `${slug}-${stem}.png`);
    const input = `${SPRITE_WRITER}\n${SPRITE_FRAME} ${SPRITE_FPS}\n${JSON.stringify(rig)}\n${JSON.stringify(a)}`;
    const common = { stem, width: SPRITE_FRAME, height: SPRITE_FRAME, durationMs: ms(spriteCount(a), SPRITE_FPS) };
    return [
      { variant: a.name, ext: 'png', contentType: 'image/png', input, data: () => spriteSheetPng(rig, a, layout), ...common },
      { variant: `${a.name}-data`, ext: 'json', contentType: 'application/json', input: `${input}\n${JSON.stringify(layout)}`, data: async () => json(layout), ...common },
    ];
  });
}
