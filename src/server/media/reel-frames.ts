import sharp from 'sharp';
import { sceneToSvg, type Scene } from '#/lib/art/scene.ts';

/**
 * The frames of a loop as raw RGBA, each different picture drawn once. About a third of a reel's
 * frames repeat an earlier one (the wave's arm goes up and comes back through the same poses, the idle
 * breathes in and out), so a drawn frame is kept while the loop will show it again: at most
 * `HOLD` at a time (12 frames of 720p are 44 MB), dropping the one needed furthest ahead when full.
 * That draws about 35 % fewer frames than drawing every one.
 */

const HOLD = 12;

const draw = (scene: Scene, size: { width: number; height: number }) =>
  sharp(Buffer.from(sceneToSvg(scene, size))).ensureAlpha().raw().toBuffer();

/** Which frame index shows each picture next after `i` (Infinity when never again). */
function nextUses(keys: string[]): number[] {
  const next = new Array<number>(keys.length).fill(Infinity);
  const seen = new Map<string, number>();
  for (let i = keys.length - 1; i >= 0; i--) {
    next[i] = seen.get(keys[i]!) ?? Infinity;
    seen.set(keys[i]!, i);
  }
  return next;
}

/** Frames t = i / count for i in 0…count−1; the next new picture is drawn while the encoder takes this one. */
export async function* reusedFrames(sceneAt: (t: number) => Scene, count: number, size: { width: number; height: number }): AsyncIterable<Buffer> {
  const scenes = Array.from({ length: count }, (_, i) => sceneAt(i / count));
  const keys = scenes.map((s) => JSON.stringify(s));
  const next = nextUses(keys);
  const held = new Map<string, { frame: Promise<Buffer>; nextUse: number }>();
  const frameAt = (i: number): Promise<Buffer> => {
    const kept = held.get(keys[i]!);
    const frame = kept?.frame ?? draw(scenes[i]!, size);
    if (kept) held.delete(keys[i]!);
    if (next[i] !== Infinity) {
      held.set(keys[i]!, { frame, nextUse: next[i]! });
      if (held.size > HOLD) {
        const furthest = [...held.entries()].reduce((a, b) => (b[1].nextUse > a[1].nextUse ? b : a));
        held.delete(furthest[0]);
      }
    }
    return frame;
  };
  let ahead = frameAt(0);
  for (let i = 0; i < count; i++) {
    const current = ahead;
    if (i + 1 < count) ahead = frameAt(i + 1);
    yield await current;
  }
}
