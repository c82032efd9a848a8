import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { animationScene, artFor } from '#/lib/art/index.ts';
import { ffmpegPath } from './ffmpeg.ts';
import { animationToWebm, WEBM_LOOP } from './webm.ts';
import { isVp9KeyFrame, ivfFrames } from './webm-mux.ts';

const W = 320;
const H = 180;

describe('WebM with alpha', () => {
  it('is a VP9 WebM whose frames ffmpeg decodes with the background transparent and the character opaque', async () => {
    const art = artFor('animals', 'Foxy Fiona');
    const webm = await animationToWebm((t) => animationScene(art, t), { ...WEBM_LOOP, width: W, height: H, seconds: 1 });
    expect(webm.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(webm.includes(Buffer.from('webm'))).toBe(true);
    expect(webm.includes(Buffer.from('V_VP9'))).toBe(true);

    const info = spawnSync(ffmpegPath()!, ['-hide_banner', '-i', 'pipe:0'], { input: webm }).stderr.toString();
    expect(info).toMatch(/Duration: 00:00:01\.00/);
    expect(info).toMatch(/Video: vp9 .*320x180.*24 fps/);
    expect(info).toMatch(/alpha_mode\s*: 1/);

    // libvpx's decoder reads the alpha stream beside each frame (ffmpeg's own VP9 decoder would drop it).
    const decoded = spawnSync(ffmpegPath()!, ['-hide_banner', '-loglevel', 'error', '-c:v', 'libvpx-vp9', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], { input: webm, maxBuffer: 64 * 1024 * 1024 });
    expect(decoded.status).toBe(0);
    const frame = W * H * 4;
    expect(decoded.stdout.length).toBe(24 * frame);
    const alpha = (f: number, x: number, y: number) => decoded.stdout[f * frame + (y * W + x) * 4 + 3]!;
    for (const f of [0, 12, 23]) {
      expect(alpha(f, 2, 2)).toBe(0);
      expect(alpha(f, W - 3, H - 3)).toBe(0);
      // The fox's belly, in the middle of the picture.
      expect(alpha(f, W / 2, Math.round(H * 0.62))).toBe(255);
    }
  }, 120_000);

  it('reads frames out of an IVF stream and tells VP9 key frames from the others', () => {
    const header = Buffer.alloc(32);
    header.write('DKIF', 0, 'latin1');
    header.writeUInt16LE(32, 6);
    const frame = (bytes: number[]) => {
      const head = Buffer.alloc(12);
      head.writeUInt32LE(bytes.length, 0);
      return Buffer.concat([head, Buffer.from(bytes)]);
    };
    const frames = ivfFrames(Buffer.concat([header, frame([0x82, 0x49, 0x83]), frame([0x86, 0x00])]));
    expect(frames.map((f) => [...f])).toEqual([[0x82, 0x49, 0x83], [0x86, 0x00]]);
    // 0x82: frame marker, profile 0, shown, frame type 0 (key); 0x86: frame type 1 (inter).
    expect(frames.map(isVp9KeyFrame)).toEqual([true, false]);
    expect(() => ivfFrames(Buffer.from('not an ivf'))).toThrow('not an IVF stream');
  });
});
