import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { config } from '#/server/config/config.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { uploadTempDir } from './interrupted.ts';
import { newKey, type Storage } from '#/server/storage/storage.ts';
import { inspectFile } from './inspect.ts';
import { formatSize, ruleFor, sizeMessage, type FormatName, type UploadKind } from './rules.ts';

/**
 * Which file fields a form takes, and the kind of upload each one is. A field
 * given as `{ kind, max }` takes up to `max` files (an `<input multiple>`); its
 * files land in `lists[field]`, in the order they were sent.
 */
export type FieldSpec = UploadKind | { kind: UploadKind; max: number };
export type UploadSpec = Record<string, FieldSpec>;
export type ReceivedFile = { key: string; kind: UploadKind; sha256: string; name: string; size: number; format: FormatName; contentType: string; width?: number; height?: number };
export type ReceivedForm = { fields: Record<string, string>; files: Record<string, ReceivedFile>; lists: Record<string, ReceivedFile[]> };

const kindOf = (spec: FieldSpec): UploadKind => (typeof spec === 'string' ? spec : spec.kind);
const maxOf = (spec: FieldSpec): number => (typeof spec === 'string' ? 1 : spec.max);

/** Every file a form holds, single fields and lists alike. */
export function receivedFiles(form: ReceivedForm): ReceivedFile[] {
  return [...Object.values(form.files), ...Object.values(form.lists).flat()].filter((file): file is ReceivedFile => file !== undefined);
}

const FIELD_BYTES = 64 * 1024;
const TEMP_PREFIX = 'toonmart-upload-';

/**
 * Temp files are removed in a finally block; only a process killed mid-upload leaves
 * one behind. They live under DATA_DIR/tmp/uploads, emptied at start-up (interrupted.ts);
 * this sweep removes, at the first upload after a start, day-old ones that versions
 * before that left in the system temp folder.
 */
let swept = false;
export async function sweepStaleUploads(dir = os.tmpdir(), maxAgeMs = 24 * 3600_000, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
    if (stat && now - stat.mtimeMs > maxAgeMs) {
      await fsp.rm(path.join(dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}

/** Counts bytes; past the limit it drops the rest (so the request is still read to its end) and flags it. */
function sizeGuard(limit: number) {
  const guard = Object.assign(
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        guard.bytes += chunk.length;
        done(null, guard.bytes > limit ? undefined : chunk);
      },
    }),
    { bytes: 0 },
  );
  return guard;
}

/**
 * Reads a multipart form as a stream: each file goes to a temporary file (never
 * whole in memory), is checked by content (inspect.ts), then streamed to storage
 * under a server-generated key. Any failure removes every file of the request.
 */
export async function receiveUploads(request: Request, storage: Storage, spec: UploadSpec): Promise<ReceivedForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data') || !request.body) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  const specs = Object.values(spec);
  const fileCount = specs.reduce((sum, field) => sum + maxOf(field), 0);
  const total = specs.reduce((sum, field) => sum + ruleFor(kindOf(field)).maxBytes * maxOf(field), 0) + 1024 * 1024;
  if (Number(request.headers.get('content-length') ?? 0) > total) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The upload is larger than ${formatSize(total)}, the most this form accepts.`);
  }
  if (!swept) {
    swept = true;
    void sweepStaleUploads();
  }
  const form: ReceivedForm = { fields: {}, files: {}, lists: {} };
  const tasks: Promise<void>[] = [];
  const seen = new Map<string, number>();
  const errors: unknown[] = [];
  // One part more than the lists take, so a list over its count gets its own message below.
  const hasList = specs.some((field) => typeof field !== 'string');
  const parser = busboy({
    headers: { 'content-type': contentType },
    limits: { files: fileCount + (hasList ? 1 : 0), fields: 50, fieldSize: FIELD_BYTES, parts: fileCount + 51 },
  });
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) errors.push(new AppError('VALIDATION_FAILED', `The field "${name}" is longer than ${formatSize(FIELD_BYTES)}.`));
    form.fields[name] = value;
  });
  parser.on('file', (field, stream, info) => {
    const fieldSpec = spec[field];
    // A browser sends an empty, nameless part for a file input left empty.
    if (!fieldSpec || !info.filename) return void stream.resume();
    const index = seen.get(field) ?? 0;
    seen.set(field, index + 1);
    if (typeof fieldSpec === 'string') {
      if (index > 0) return void stream.resume();
      return void tasks.push(receiveFile(storage, field, fieldSpec, info.filename, stream).then((file) => void (form.files[field] = file)));
    }
    if (index >= fieldSpec.max) {
      errors.push(new AppError('VALIDATION_FAILED', `Attach at most ${fieldSpec.max} files at a time.`, { details: [{ path: field, rule: 'count', message: `At most ${fieldSpec.max} files.` }] }));
      return void stream.resume();
    }
    const list = (form.lists[field] ??= []);
    tasks.push(receiveFile(storage, field, fieldSpec.kind, info.filename, stream).then((file) => void (list[index] = file)));
  });
  for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const) {
    parser.on(event, () => errors.push(new AppError('BAD_REQUEST', 'The form has more parts than this upload accepts.')));
  }
  try {
    await pipeline(Readable.fromWeb(request.body as import('node:stream/web').ReadableStream), bodyGuard(total), parser);
  } catch (error) {
    errors.push(error);
  }
  for (const outcome of await Promise.allSettled(tasks)) if (outcome.status === 'rejected') errors.push(outcome.reason);
  if (errors.length) {
    await discardUploads(storage, form);
    throw errors.find((e) => e instanceof AppError) ?? new AppError('BAD_REQUEST', 'The upload was interrupted. Try again.', { cause: errors[0] });
  }
  return form;
}

function bodyGuard(total: number) {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > total) return done(new AppError('PAYLOAD_TOO_LARGE', `The upload is larger than ${formatSize(total)}, the most this form accepts.`));
      done(null, chunk);
    },
  });
}

async function receiveFile(storage: Storage, field: string, kind: UploadKind, name: string, stream: Readable): Promise<ReceivedFile> {
  const rule = ruleFor(kind);
  const temp = path.join(uploadTempDir(config.dataDir), `${TEMP_PREFIX}${randomUUID()}`);
  try {
    const guard = sizeGuard(rule.maxBytes);
    const hash = createHash('sha256');
    const hasher = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(stream, guard, hasher, fs.createWriteStream(temp, { flags: 'wx' }));
    if (guard.bytes > rule.maxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', sizeMessage(rule, name), { details: [{ path: field, rule: 'size', message: sizeMessage(rule, name) }] });
    }
    const found = await inspectFile(temp, name, field, rule);
    const key = newKey(rule.folder, found.extension);
    const stored = await storage.put(key, fs.createReadStream(temp), { contentType: found.contentType });
    const { extension: _extension, ...rest } = found;
    return { key, kind, sha256: hash.digest('hex'), name: name.slice(0, 200), size: stored.size, ...rest };
  } finally {
    await fsp.rm(temp, { force: true });
  }
}

/** Removes the stored files of a form (after a failed upload or a failed save). */
export async function discardUploads(storage: Storage, form: ReceivedForm): Promise<void> {
  await Promise.all(receivedFiles(form).map((file) => storage.delete(file.key).catch(() => {})));
}

/** Runs `save` with the received form; when it throws, the uploaded files are removed. */
export async function withUploads<T>(request: Request, storage: Storage, spec: UploadSpec, save: (form: ReceivedForm) => Promise<T>): Promise<T> {
  const form = await receiveUploads(request, storage, spec);
  try {
    return await save(form);
  } catch (error) {
    await discardUploads(storage, form);
    throw error;
  }
}
