import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';

/**
 * Token saves per client address. A visitor saves once per page load (plus once after
 * granting permission), so 60 in 10 minutes is far above real use and stops floods.
 * In memory, per server instance: see docs/decisions/0030-push-config-at-run-time.md.
 */
export type Limiter = { consume(key: string): Promise<unknown> };

export function createSaveTokenLimiter(points = 60, durationSeconds = 600): Limiter {
  return new RateLimiterMemory({ keyPrefix: 'push-save-token', points, duration: durationSeconds });
}

export async function consumeOrThrow(limiter: Limiter, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new AppError('RATE_LIMITED', undefined, { headers: { 'retry-after': String(seconds) } });
  }
}
