import { createHash } from 'node:crypto';
import { AppError } from '#/server/errors/catalogue.ts';

/** A value with object keys sorted, so two requests that say the same thing have the same digest. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** The digest an idempotency key is bound to: the request's body without the key itself. */
export function requestDigest(kind: string, body: Record<string, unknown>): string {
  const { idempotencyKey: _key, ...rest } = body;
  return createHash('sha256').update(JSON.stringify([kind, canonical(rest)])).digest('hex');
}

/**
 * A key used again must come with the same request (as payment APIs do): the same body gets the
 * first answer, a different one is refused, never served another order's answer or a new payment.
 * Orders placed before keys were bound (no digest) are taken as they are.
 */
export function assertSameRequest(order: { requestHash: string | null }, digest: string): void {
  if (order.requestHash !== null && order.requestHash !== digest) throw new AppError('IDEMPOTENCY_KEY_REUSED');
}
