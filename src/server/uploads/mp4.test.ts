import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mp4Dimensions } from './mp4.ts';
import { mp4Fixture } from './mp4-fixture.ts';

const write = (data: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-mp4-')), 'v.mp4');
  fs.writeFileSync(file, data);
  return file;
};

describe('mp4Dimensions', () => {
  it('reads the video track size from a moov at the end, skipping the audio track', async () => {
    expect(await mp4Dimensions(write(mp4Fixture(1920, 1080, { padding: 100_000 })))).toEqual({ width: 1920, height: 1080 });
  });

  it('swaps width and height of a video recorded rotated', async () => {
    expect(await mp4Dimensions(write(mp4Fixture(1920, 1080, { rotate: true })))).toEqual({ width: 1080, height: 1920 });
  });

  it('answers null for a file that is not an MP4', async () => {
    expect(await mp4Dimensions(write(Buffer.from('not a video at all, just some text')))).toBeNull();
  });
});
