import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { JobFileKind } from '../db/schema/jobs.ts';
import { AppError } from '../errors.ts';
import { newKey, type Storage, type StorageFolder } from '../storage/storage.ts';

/** Size limits of spec section 9: references and correction attachments 10 MB, artwork 100 MB. */
export const REFERENCE_MAX_BYTES = 10_485_760;
export const WORK_MAX_BYTES = 104_857_600;
export const MAX_FILES_PER_UPLOAD = 10;

const IMAGES_AND_PDF = ['png', 'jpg', 'webp', 'gif', 'pdf'];
/** Artwork: images, AI (a PDF), EPS/PostScript, MP4/MOV/WebM, FLA (OLE2 or XFL zip), zip archives, PSD. */
const WORK_TYPES = [...IMAGES_AND_PDF, 'eps', 'ps', 'ai', 'mp4', 'mov', 'webm', 'cfb', 'zip', 'psd'];

export type UploadRule = { folder: StorageFolder; maxBytes: number; types: string[]; label: string };

/** Who uploads what: the customer's references and correction notes, the artist's work. */
export const UPLOAD_RULES: Record<JobFileKind, UploadRule> = {
  reference: { folder: 'customize-job-reference', maxBytes: REFERENCE_MAX_BYTES, types: IMAGES_AND_PDF, label: 'images or PDFs up to 10 MB' },
  correction: { folder: 'customize-job-work-corrections', maxBytes: REFERENCE_MAX_BYTES, types: IMAGES_AND_PDF, label: 'images or PDFs up to 10 MB' },
  delivery: { folder: 'customize-job-work', maxBytes: WORK_MAX_BYTES, types: WORK_TYPES, label: 'artwork files up to 100 MB' },
};

export type StoredJobFile = { storageKey: string; fileName: string; contentType: string; size: number };

function cleanName(name: string): string {
  const printable = Array.from(name, (c) => (c.charCodeAt(0) < 32 || '\\/"'.includes(c) ? '_' : c)).join('');
  return printable.slice(-120) || 'file';
}

/** Checks one file by its bytes (never by its name or declared type). */
async function checkFile(file: File, rule: UploadRule): Promise<{ ext: string; mime: string }> {
  if (file.size === 0) throw new AppError('VALIDATION_FAILED', `"${file.name}" is empty.`);
  if (file.size > rule.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `"${file.name}" is too large: ${rule.label}.`);
  const detected = await fileTypeFromBuffer(new Uint8Array(await file.slice(0, 4100).arrayBuffer()));
  if (!detected || !rule.types.includes(detected.ext)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `"${file.name}" is not accepted here: ${rule.label}.`);
  }
  return { ext: detected.ext, mime: detected.mime };
}

/** Validates every file first, then stores them; on any failure nothing stays stored. */
export async function storeJobFiles(storage: Storage, kind: JobFileKind, files: File[]): Promise<StoredJobFile[]> {
  const rule = UPLOAD_RULES[kind];
  if (files.length > MAX_FILES_PER_UPLOAD) throw new AppError('VALIDATION_FAILED', `At most ${MAX_FILES_PER_UPLOAD} files at a time.`);
  const checked = await Promise.all(files.map((file) => checkFile(file, rule)));
  const stored: StoredJobFile[] = [];
  try {
    for (const [i, file] of files.entries()) {
      const type = checked[i] as { ext: string; mime: string };
      const key = newKey(rule.folder, type.ext);
      const body = Readable.fromWeb(file.stream() as import('node:stream/web').ReadableStream);
      const saved = await storage.put(key, body, { contentType: type.mime });
      stored.push({ storageKey: key, fileName: cleanName(file.name), contentType: type.mime, size: saved.size });
    }
  } catch (error) {
    await removeStored(storage, stored);
    throw error;
  }
  return stored;
}

export async function removeStored(storage: Storage, files: StoredJobFile[]): Promise<void> {
  await Promise.all(files.map((f) => storage.delete(f.storageKey).catch(() => {})));
}
