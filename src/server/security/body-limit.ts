import { LIMITS as UPLOAD_LIMITS } from '#/server/uploads/rules.ts';

/**
 * How large a request body may be, decided from its headers before a byte of it is
 * read. JSON calls and plain forms are small; only signed-in multipart uploads get the
 * upload sizes (each upload form then checks its own total and each file's limit).
 */
export const SMALL_BODY_BYTES = 256 * 1024;
/** The largest form the store takes: ten job deliveries of the largest file size, plus the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 10 * UPLOAD_LIMITS.large + 1024 * 1024;

export type BodyInput = {
  method: string;
  contentType: string | null;
  contentLength: string | null;
  contentEncoding: string | null;
  signedIn: boolean;
};
export type BodyRefusal = { status: 413 | 415; code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'; message: string };

const NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

export function bodyLimit(input: Pick<BodyInput, 'contentType' | 'signedIn'>): number {
  const multipart = (input.contentType ?? '').toLowerCase().startsWith('multipart/form-data');
  return multipart && input.signedIn ? MAX_UPLOAD_BODY_BYTES : SMALL_BODY_BYTES;
}

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`);

/** null when the body may be read; otherwise the answer to give instead of reading it. */
export function refuseBody(input: BodyInput): BodyRefusal | null {
  if (NO_BODY.has(input.method.toUpperCase())) return null;
  const encoding = (input.contentEncoding ?? 'identity').trim().toLowerCase();
  // Nothing here inflates request bodies, and refusing compressed ones keeps it so (no decompression bombs).
  if (encoding !== 'identity') return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Compressed request bodies are not accepted. Send the body uncompressed.' };
  const limit = bodyLimit(input);
  const declared = Number(input.contentLength ?? 0);
  if (Number.isFinite(declared) && declared <= limit) return null;
  return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than ${kb(limit)}, the most this address accepts.` };
}
