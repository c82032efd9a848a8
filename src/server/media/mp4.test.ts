import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { animationScene, artFor } from '#/lib/art/index.ts';
import { ffmpegPath } from './ffmpeg.ts';
import { animationToMp4, MP4_LOOP } from './mp4.ts';
import { mp4Info } from './mp4-info.ts';

describe('MP4 loop', () => {
  it('is an H.264 MP4 at 720p lasting the loop, that ffmpeg itself decodes', async () => {
    const art = artFor('animals', 'Foxy Fiona');
    const mp4 = await animationToMp4((t) => animationScene(art, t), { ...MP4_LOOP, seconds: 3 });
    expect(mp4.toString('latin1', 4, 8)).toBe('ftyp');
    const info = mp4Info(mp4)!;
    expect(info).toMatchObject({ width: 1280, height: 720, codec: 'avc1' });
    expect(info.durationSeconds).toBeCloseTo(3, 1);
    // The index comes before the frames (faststart), so a browser can start playing early.
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
    const probe = spawnSync(ffmpegPath()!, ['-hide_banner', '-i', 'pipe:0', '-f', 'null', '-'], { input: mp4 });
    expect(probe.status).toBe(0);
    expect(probe.stderr.toString()).toMatch(/Video: h264 .*yuv420p.*1280x720/);
  }, 120_000);

  it('reads nothing from bytes that are not an MP4', () => {
    expect(mp4Info(Buffer.from('not a video at all'))).toBeNull();
  });
});
