import { safeRedirect } from './safe-redirect.ts';

/**
 * When the session check finds the session gone, the browser goes home (spec logout);
 * the home page then says why. The page they were on travels in this tab's sessionStorage.
 */
export const SIGNED_OUT_KEY = 'toonmart:signed-out';

export const SIGNED_OUT_TEXT = { lead: 'You were signed out: your session ended.', link: 'Sign in again' } as const;

/** The sign-in link of the notice: back to the page they were on (same-site paths only). */
export function signInAgainHref(from: string | null): string {
  const next = safeRedirect(from);
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
