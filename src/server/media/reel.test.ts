import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { animationScene, artFor } from '#/lib/art/index.ts';
import { sceneToSvg, type Scene } from '#/lib/art/scene.ts';
import { ffmpegPath } from './ffmpeg.ts';
import { mp4Info } from './mp4-info.ts';
import { reusedFrames } from './reel-frames.ts';
import { reelVideos } from './reel.ts';

const art = artFor('animals', 'Foxy Fiona');
const probe = (video: Buffer) => spawnSync(ffmpegPath()!, ['-hide_banner', '-i', 'pipe:0', '-f', 'null', '-'], { input: video }).stderr.toString();

describe('a reel’s videos, encoded together', () => {
  it('gives the MP4 download, the preview clip and the transparent WebM their stated formats, and asks twice encode once', async () => {
    const source = { kind: 'single' as const, art };
    const first = reelVideos(source);
    expect(reelVideos(source)).toBe(first);
    const { mp4, clip, webm } = await first;
    expect(mp4Info(mp4)).toMatchObject({ width: 1280, height: 720, codec: 'avc1' });
    expect(mp4Info(mp4)!.durationSeconds).toBeCloseTo(4, 1);
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
    expect(probe(mp4)).toMatch(/Video: h264 .*yuv420p.*1280x720/);
    expect(mp4Info(clip)).toMatchObject({ width: 854, height: 480, codec: 'avc1' });
    expect(probe(clip)).toMatch(/Video: h264 .*yuv420p.*854x480/);
    const info = probe(webm);
    expect(info).toMatch(/Duration: 00:00:04\.00/);
    expect(info).toMatch(/Video: vp9 .*1280x720.*24 fps/);
    expect(info).toMatch(/alpha_mode\s*: 1/);
    // The MP4's first frame: the paper colour in the corner, the fox in the middle (not the backdrop nor black).
    const still = spawnSync(ffmpegPath()!, ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { input: mp4, maxBuffer: 8 * 1024 * 1024 }).stdout;
    const at = (x: number, y: number) => [...still.subarray((y * 1280 + x) * 3, (y * 1280 + x) * 3 + 3)];
    for (const [c, want] of at(4, 4).map((c, i) => [c, [0xf6, 0xf3, 0xee][i]!])) expect(Math.abs(c! - want!)).toBeLessThan(4);
    expect(at(640, 450)).not.toEqual(at(4, 4));
  }, 180_000);

  it('hands a picture the loop shows again from the drawing before, and yields the frames a fresh drawing would', async () => {
    const size = { width: 160, height: 90 };
    const drawn: Scene[] = [];
    const sceneAt = (t: number) => animationScene(art, t);
    const frames: Buffer[] = [];
    for await (const frame of reusedFrames((t) => (drawn.push(sceneAt(t)), sceneAt(t)), 96, size)) frames.push(frame);
    expect(frames).toHaveLength(96);
    const distinct = new Set(drawn.map((s) => JSON.stringify(s))).size;
    expect(distinct).toBeLessThan(96);
    for (const i of [0, 13, 47, 95]) {
      const fresh = await sharp(Buffer.from(sceneToSvg(sceneAt(i / 96), size))).ensureAlpha().raw().toBuffer();
      expect(frames[i]!.equals(fresh), `frame ${i}`).toBe(true);
    }
    // A repeated pose is the very buffer drawn before.
    const keys = drawn.map((s) => JSON.stringify(s));
    const again = keys.findIndex((k, i) => keys.indexOf(k) < i && i - keys.indexOf(k) < 24);
    expect(again).toBeGreaterThan(0);
    expect(frames[again]).toBe(frames[keys.indexOf(keys[again]!)]);
  });
});
