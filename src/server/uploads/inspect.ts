import fsp from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { captionsMessage, captionsText, checkCaptions } from '#/lib/captions.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { assertDecodes, DECODE_OPTIONS, MAX_IMAGE_PIXELS, tooManyPixels } from './images.ts';
import { mp4Dimensions } from './mp4.ts';
import { FORMATS, matchFormat, ratioMessage, type FormatName, type UploadRule } from './rules.ts';
import { looksLikeSvg, MAX_SVG_BYTES, sanitiseSvg, SvgRefused } from './svg.ts';

/** `transparent`: the image has see-through pixels, read from its pixels (never assumed from the format). */
export type Inspected = { format: FormatName; extension: string; contentType: string; width?: number; height?: number; transparent?: boolean };

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
  const textual = !detected || detected.ext === 'xml';
  const svg = textual && rule.formats.includes('svg') && looksLikeSvg(await readHead(file));
  const captions = textual && rule.formats.includes('vtt');
  const match = matchFormat(rule, name, svg ? 'svg' : captions ? 'vtt' : detected?.ext);
  if ('error' in match) throw refuse('UNSUPPORTED_MEDIA_TYPE', match.error, field, 'type');
  if (match.format === 'svg') await sanitiseInPlace(file, name, field);
  if (match.format === 'vtt') await assertCaptions(file, name, field);
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
  return media === 'image' ? { ...result, ...size, transparent: await seeThrough(file) } : { ...result, ...size };
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The stored SVG is the sanitised one: the temp file is rewritten before it goes to storage. */
async function sanitiseInPlace(file: string, name: string, field: string): Promise<void> {
  const { size } = await fsp.stat(file);
  if (size > MAX_SVG_BYTES) throw refuse('VALIDATION_FAILED', `"${name}" is larger than ${MAX_SVG_BYTES / 1024 / 1024} MB, the limit for an SVG.`, field, 'size');
  try {
    await fsp.writeFile(file, sanitiseSvg(await fsp.readFile(file, 'utf8')).svg);
  } catch (error) {
    if (error instanceof SvgRefused) throw refuse('UNSUPPORTED_MEDIA_TYPE', `"${name}" was refused: ${error.message}`, field, 'type');
    throw error;
  }
}

/** A captions file is parsed whole; its problems come back with their line numbers (400). */
async function assertCaptions(file: string, name: string, field: string): Promise<void> {
  const text = captionsText(await fsp.readFile(file));
  if (text === null) throw refuse('UNSUPPORTED_MEDIA_TYPE', `"${name}" is not text in UTF-8, as WebVTT captions must be.`, field, 'type');
  const checked = checkCaptions(text);
  if (!checked.ok) throw refuse('VALIDATION_FAILED', captionsMessage(name, checked.problems), field, 'captions');
}

/** True when some pixel is not fully opaque: an alpha channel alone does not make a background transparent. */
async function seeThrough(file: string): Promise<boolean> {
  const meta = await sharp(file, DECODE_OPTIONS).metadata();
  if (!meta.hasAlpha) return false;
  return !(await sharp(file, DECODE_OPTIONS).stats()).isOpaque;
}
