import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { headerOnlyPng } from '#/server/uploads/test-files.ts';
import { THUMBNAIL_SIZE, makeThumbnail } from './thumbnail.ts';

describe('makeThumbnail', () => {
  it('turns a 360 px preview into a smaller square WebP', async () => {
    const preview = await sharp({ create: { width: 360, height: 360, channels: 3, background: '#e08a1e' } }).png().toBuffer();
    const thumb = await makeThumbnail(preview);
    const meta = await sharp(thumb).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE });
    expect(thumb.length).toBeLessThan(preview.length);
  });

  it('answers 415, not a crash, for a stored image that is only a header (16000×16000) or is damaged', async () => {
    await expect(makeThumbnail(headerOnlyPng(16000, 16000))).rejects.toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(makeThumbnail(headerOnlyPng(300, 300))).rejects.toMatchObject({ status: 415 });
    await expect(makeThumbnail(Buffer.from('not an image'))).rejects.toMatchObject({ status: 415 });
  });
});
