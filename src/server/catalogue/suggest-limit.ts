import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '#/server/errors/catalogue.ts';

/**
 * Suggestions are cheap and cacheable, so the limit only stops a script hammering the database: a fast
 * typist with the box's 150 ms pause sends at most about 7 a second. Per process on purpose: a shopper
 * who hits two instances gets twice the room, which is harmless here.
 */
export const SUGGEST_LIMIT_PER_10S = 60;

const limiter = new RateLimiterMemory({ points: SUGGEST_LIMIT_PER_10S, duration: 10, keyPrefix: 'suggest' });

export async function throttleSuggest(ip: string): Promise<void> {
  try {
    await limiter.consume(ip || 'unknown');
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const wait = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new AppError('RATE_LIMITED', `Too many suggestion requests. Wait ${wait} s and try again.`, { headers: { 'retry-after': String(wait) } });
  }
}
