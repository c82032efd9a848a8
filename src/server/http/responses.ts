import { z } from 'zod';
import { AppError, errorBody } from '#/server/errors/catalogue.ts';

/** Helpers for API routes: routes parse, call one domain function, and map the result here. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', headers.get('cache-control') ?? 'no-store');
  return new Response(JSON.stringify(data), { ...init, headers });
}

/** A PDF made for one signed-in visitor (invoice, credit note, certificate): downloaded, never cached. */
export function pdfDownload(file: { fileName: string; bytes: Uint8Array }): Response {
  return new Response(Buffer.from(file.bytes), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${file.fileName}"`, 'cache-control': 'private, no-store' },
  });
}

/** Database connection failures (refused, reset, terminated) become a 503 the client can retry. */
export function isDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '08003'].includes(code ?? '') ||
    /Connection terminated|connect ECONNREFUSED/.test(String((error as Error)?.message));
}

const pgCode = (error: unknown) => (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;

/**
 * Text PostgreSQL cannot store (a NUL byte: 22021, 22P05) reached a query: the request
 * was bad, not the server. Routes should refuse such input first; this is the safety net.
 */
export function isUnstorableText(error: unknown): boolean {
  return ['22021', '22P05'].includes(pgCode(error) ?? '');
}

export const NUL_MESSAGE = 'The request contains characters the store cannot read (a NUL byte). Remove them and try again.';

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return json(errorBody(error.code, error.message, error.details), { status: error.status, headers: error.headers });
  }
  if (error instanceof z.ZodError) {
    const details = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return json(errorBody('VALIDATION_FAILED', undefined, details), { status: 400 });
  }
  if (isDatabaseDown(error)) {
    return json(errorBody('DATABASE_UNAVAILABLE'), { status: 503, headers: { 'retry-after': '5' } });
  }
  if (isUnstorableText(error)) {
    return json(errorBody('BAD_REQUEST', NUL_MESSAGE), { status: 400 });
  }
  console.error('[api] unexpected error:', error);
  return json(errorBody('INTERNAL'), { status: 500 });
}

/** JSON bodies are small: the middleware refuses a larger declared length, this stops an undeclared (chunked) one. */
export const JSON_BODY_BYTES = 256 * 1024;

/** Reads a body as text, refusing (413) once it passes `limit` bytes instead of buffering the rest. */
export async function readCapped(request: Request, limit = JSON_BODY_BYTES): Promise<string> {
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${Math.round(limit / 1024)} KB, the most this address accepts.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a JSON body and validates it; a body that is not JSON is a 400, not a crash. */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const text = await readCapped(request).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', 'The body must be valid JSON.');
  });
  // PostgreSQL cannot store a NUL byte in text: refused here rather than when a query fails.
  if (text.includes('\u0000') || text.includes('\\u0000')) throw new AppError('BAD_REQUEST', NUL_MESSAGE);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The body must be valid JSON.');
  }
  return schema.parse(body);
}

/** Reads a urlencoded or multipart form; a body that is not a form is a 400, not a crash (formData() throws a TypeError). */
export async function readForm(request: Request): Promise<Record<string, FormDataEntryValue>> {
  try {
    return Object.fromEntries(await request.formData());
  } catch {
    throw new AppError('BAD_REQUEST', 'Send this form as application/x-www-form-urlencoded or multipart/form-data.');
  }
}

/** Wraps a route handler so every thrown error becomes the catalogue's JSON answer. */
export function handle<C>(fn: (context: C) => Promise<Response> | Response) {
  return async (context: C): Promise<Response> => {
    try {
      return await fn(context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/**
 * Astro answers rendered pages with a bare `text/html`: without a charset the browser guesses the
 * encoding (and Chrome reports it). Declared here for every rendered HTML answer.
 */
export function withUtf8Charset(response: Response): Response {
  if (response.headers.get('content-type')?.trim().toLowerCase() !== 'text/html') return response;
  try {
    response.headers.set('content-type', 'text/html; charset=utf-8');
    return response;
  } catch {
    // Immutable headers (a Response built elsewhere): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set('content-type', 'text/html; charset=utf-8');
    return copy;
  }
}
