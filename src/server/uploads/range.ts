import type { ByteRange } from '#/server/storage/storage.ts';

/**
 * Parses a single-range `Range: bytes=…` header against the object's size
 * (RFC 9110): `start-end`, `start-` and the suffix form `-n`. Multiple ranges
 * and malformed headers are ignored (the whole file is sent), as servers may do.
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
