import type { SessionRole } from './access.ts';
import { loginLanding } from './staff.ts';

/** Where the browser goes after a login: pure, shared by the login forms. */
export type AfterLogin = { kind: 'assign'; href: string } | { kind: 'reload' };

/**
 * Only same-site paths are followed ("/x", never "//host" or "https://…"). Control
 * characters are refused too: URL parsers drop tabs and newlines, so "/\t/host"
 * would become "//host" in a browser's Location.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}

/**
 * The login and registration pages lead on to the page asked for; with none (or only
 * the home page) staff land in their work area. In-page logins elsewhere reload.
 */
export function afterLogin(pathname: string, next: string | null | undefined, role?: SessionRole): AfterLogin {
  if (pathname === '/recover-account') return { kind: 'assign', href: '/' };
  if (pathname === '/login' || pathname === '/register') {
    const asked = safeNext(next);
    return { kind: 'assign', href: loginLanding(role, asked === '/' ? null : asked) };
  }
  return { kind: 'reload' };
}

/** The marker a social login callback appends so the landing page completes the login. */
export const SOCIAL_MARKER = '#signed-in';

export function withSocialMarker(path: string): string {
  return `${safeNext(path) ?? '/'}${SOCIAL_MARKER}`;
}
