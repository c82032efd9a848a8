import type { SessionRole } from './access.ts';
import { safeRedirect } from './safe-redirect.ts';
import { loginLanding } from './staff.ts';

/** Where the browser goes after a login: pure, shared by the login forms. */
export type AfterLogin = { kind: 'assign'; href: string } | { kind: 'reload' };

/**
 * The login and registration pages lead on to the page asked for; with none (or only
 * the home page) staff land in their work area. In-page logins elsewhere reload.
 */
export function afterLogin(pathname: string, next: string | null | undefined, role?: SessionRole): AfterLogin {
  if (pathname === '/recover-account') return { kind: 'assign', href: '/' };
  if (pathname === '/login' || pathname === '/register') {
    const asked = safeRedirect(next);
    return { kind: 'assign', href: loginLanding(role, asked === '/' ? null : asked) };
  }
  return { kind: 'reload' };
}

/** The marker a social login callback appends so the landing page completes the login. */
export const SOCIAL_MARKER = '#signed-in';

export function withSocialMarker(path: string): string {
  return `${safeRedirect(path) ?? '/'}${SOCIAL_MARKER}`;
}
