import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL_SIZE, makeThumbnail } from './thumbnail.ts';

describe('makeThumbnail', () => {
  it('turns a 360 px preview into a smaller square WebP', async () => {
    const preview = await sharp({ create: { width: 360, height: 360, channels: 3, background: '#e08a1e' } }).png().toBuffer();
    const thumb = await makeThumbnail(preview);
    const meta = await sharp(thumb).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE });
    expect(thumb.length).toBeLessThan(preview.length);
  });
});
