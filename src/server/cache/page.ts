import type { AstroGlobal } from 'astro';
import { SESSION_COOKIE } from '#/server/auth/http-session.ts';
import { CATALOGUE_TAG, isAnonymousRead, PAGE_CACHE } from './policy.ts';

/**
 * Asks for a catalogue page to be cached and shared, only when it was rendered for a visitor
 * without a session cookie (a signed-in render holds personal parts and is never stored). A server
 * island's signed-out answer is cached the same way, with `ISLAND_CACHE` as its policy.
 */
export function cacheCataloguePage(
  astro: Pick<AstroGlobal, 'cache' | 'locals' | 'request'>,
  policy: { maxAge: number; swr: number } = PAGE_CACHE,
): void {
  if (astro.locals.user || !astro.cache.enabled) return;
  if (!isAnonymousRead(astro.request.method, astro.request.headers.get('cookie') ?? undefined, SESSION_COOKIE)) return;
  astro.cache.set({ ...policy, tags: [CATALOGUE_TAG] });
}
