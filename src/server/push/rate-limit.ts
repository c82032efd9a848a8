import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimited } from '#/server/errors/catalogue.ts';

/**
 * Token saves per client address. A visitor saves once per page load (plus once after
 * granting permission), so 60 in 10 minutes is far above real use and stops floods.
 * In memory, per server instance: see docs/decisions/0030-web-push.md.
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
    throw rateLimited(error.msBeforeNext);
  }
}
