import sharp from 'sharp';
import { frameScene } from '#/lib/art/rigged/index.ts';
import type { Animation, CharacterRig } from '#/lib/art/rigged/types.ts';
import { sceneToSvg } from '#/lib/art/scene.ts';

/**
 * Sprite sheets for game engines: one PNG per animation holding its frames in rows, and its JSON in
 * TexturePacker's "JSON (Hash)" layout, which Phaser (`load.atlas`), PixiJS (`Assets.load`, with the
 * `animations` list for an AnimatedSprite) and the Godot and Unity importers read. Frames are drawn
 * from the rig like every other file, on a transparent background, untrimmed so every frame keeps the
 * character in the same place.
 */

/** Each frame is a 256 px square (the 1000 px canvas scaled), 12 frames a second: every other frame of the 24 fps animation. */
export const SPRITE_FRAME = 256;
export const SPRITE_FPS = 12;
const COLUMNS = 8;

type Rect = { x: number; y: number; w: number; h: number };
export type SpriteFrame = { frame: Rect; rotated: false; trimmed: false; spriteSourceSize: Rect; sourceSize: { w: number; h: number }; duration: number };
export type SpriteSheetJson = {
  frames: Record<string, SpriteFrame>;
  animations: Record<string, string[]>;
  meta: { app: string; version: string; image: string; format: 'RGBA8888'; size: { w: number; h: number }; scale: '1'; frameRate: number };
};

/** How many sheet frames an animation has at the sheet's rate. */
export const spriteCount = (animation: Animation) => Math.round((animation.frames / animation.fps) * SPRITE_FPS);

/** The sheet's layout and names (`walk-00`, `walk-01`…), `image` being the PNG's file name as downloaded. */
export function spriteSheetJson(animation: Animation, image: string): SpriteSheetJson {
  const count = spriteCount(animation);
  const columns = Math.min(COLUMNS, count);
  const rows = Math.ceil(count / columns);
  const names = Array.from({ length: count }, (_, i) => `${animation.name}-${String(i).padStart(2, '0')}`);
  const full = { w: SPRITE_FRAME, h: SPRITE_FRAME };
  const frames = Object.fromEntries(names.map((name, i) => {
    const frame = { x: (i % columns) * SPRITE_FRAME, y: Math.floor(i / columns) * SPRITE_FRAME, ...full };
    return [name, { frame, rotated: false as const, trimmed: false as const, spriteSourceSize: { x: 0, y: 0, ...full }, sourceSize: full, duration: Math.round(1000 / SPRITE_FPS) }];
  }));
  return {
    frames,
    animations: { [animation.name]: names },
    meta: { app: 'Toonmart', version: '1', image, format: 'RGBA8888', size: { w: columns * SPRITE_FRAME, h: rows * SPRITE_FRAME }, scale: '1', frameRate: SPRITE_FPS },
  };
}

/** The sheet's PNG: each frame drawn from the rig at its time in the loop, placed where the JSON says. */
export async function spriteSheetPng(rig: CharacterRig, animation: Animation, layout: SpriteSheetJson): Promise<Buffer> {
  const step = animation.fps / SPRITE_FPS;
  const tiles = await Promise.all(Object.values(layout.frames).map(async ({ frame }, i) => ({
    input: await sharp(Buffer.from(sceneToSvg(frameScene(rig, animation, i * step), { width: SPRITE_FRAME, height: SPRITE_FRAME }))).png().toBuffer(),
    left: frame.x,
    top: frame.y,
  })));
  const { w, h } = layout.meta.size;
  return sharp({ create: { width: w, height: h, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(tiles).png({ compressionLevel: 6 }).toBuffer();
}
