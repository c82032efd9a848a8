import type { AstroGlobal } from 'astro';
import { SESSION_COOKIE } from '#/server/auth/http-session.ts';
import { CATALOGUE_TAG, ISLAND_CACHE, ISLAND_PATH, isAnonymousRead, PAGE_CACHE } from './policy.ts';

/**
 * Asks for a catalogue page to be cached and shared, only when it was rendered for a visitor
 * without a session cookie (a signed-in render holds personal parts and is never stored). A server
 * island's signed-out answer is cached the same way, with the island policy.
 */
export function cacheCataloguePage(astro: Pick<AstroGlobal, 'cache' | 'locals' | 'request'>): void {
  if (astro.locals.user || !astro.cache.enabled) return;
  if (!isAnonymousRead(astro.request.method, astro.request.headers.get('cookie') ?? undefined, SESSION_COOKIE)) return;
  const island = new URL(astro.request.url).pathname.startsWith(ISLAND_PATH);
  astro.cache.set({ ...(island ? ISLAND_CACHE : PAGE_CACHE), tags: [CATALOGUE_TAG] });
}
