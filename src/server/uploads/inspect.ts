import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { AppError } from '#/server/errors/catalogue.ts';
import { assertDecodes, MAX_IMAGE_PIXELS, tooManyPixels } from './images.ts';
import { mp4Dimensions } from './mp4.ts';
import { FORMATS, matchFormat, ratioMessage, type FormatName, type UploadRule } from './rules.ts';

export type Inspected = { format: FormatName; extension: string; contentType: string; width?: number; height?: number };

const refuse = (code: 'UNSUPPORTED_MEDIA_TYPE' | 'VALIDATION_FAILED', message: string, field: string, rule: string) =>
  new AppError(code, message, { details: [{ path: field, rule, message }] });

async function imageSize(file: string): Promise<{ width: number; height: number } | null> {
  const meta = await sharp(file).metadata().catch(() => null);
  if (!meta?.width || !meta.height) return null;
  // EXIF orientations 5–8 are shown rotated a quarter turn.
  return (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** The header's size within bounds, then the whole image decodes: a header-only or truncated file is refused (415). */
async function assertImageDecodes(file: string, name: string, field: string, label: string, size: { width: number; height: number }): Promise<void> {
  if (tooManyPixels(size.width, size.height)) {
    const megapixels = Math.round(MAX_IMAGE_PIXELS / 1_000_000);
    throw refuse('UNSUPPORTED_MEDIA_TYPE', `"${name}" is ${size.width}×${size.height} pixels; images may have at most ${megapixels} megapixels.`, field, 'type');
  }
  await assertDecodes(file).catch(() => {
    throw refuse('UNSUPPORTED_MEDIA_TYPE', `"${name}" could not be read as a ${label} image: the file is damaged or incomplete.`, field, 'type');
  });
}

/**
 * Checks a received file (on local disk, not yet in storage) by its content:
 * the format from its magic bytes, then its shape where the rule has ratios.
 * Throws an AppError whose message names the rule that broke.
 */
export async function inspectFile(file: string, name: string, field: string, rule: UploadRule): Promise<Inspected> {
  const detected = await fileTypeFromFile(file);
  const match = matchFormat(rule, name, detected?.ext);
  if ('error' in match) throw refuse('UNSUPPORTED_MEDIA_TYPE', match.error, field, 'type');
  const format = FORMATS[match.format];
  const result: Inspected = { format: match.format, extension: format.extensions[0], contentType: format.contentType };
  const media = 'media' in format ? format.media : undefined;
  if (!media) return result;
  const size = media === 'image' ? await imageSize(file) : await mp4Dimensions(file);
  if (!size) {
    if (rule.ratios.length === 0 && media === 'video') return result;
    throw refuse('UNSUPPORTED_MEDIA_TYPE', `"${name}" could not be read as a ${format.label} ${media}: the file is damaged or incomplete.`, field, 'type');
  }
  if (media === 'image') await assertImageDecodes(file, name, field, format.label, size);
  const ratioError = ratioMessage(rule, name, size.width, size.height);
  if (ratioError) throw refuse('VALIDATION_FAILED', ratioError, field, 'ratio');
  return { ...result, ...size };
}
