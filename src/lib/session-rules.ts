/** Where the browser goes after a login (spec section 2): pure, shared by the login forms. */
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

export function afterLogin(pathname: string, next: string | null | undefined): AfterLogin {
  if (pathname === '/recover-account') return { kind: 'assign', href: '/' };
  if (pathname === '/login' || pathname === '/register') return { kind: 'assign', href: safeNext(next) ?? '/' };
  return { kind: 'reload' };
}

/** The marker a social login callback appends so the landing page completes the login. */
export const SOCIAL_MARKER = '#signed-in';

export function withSocialMarker(path: string): string {
  return `${safeNext(path) ?? '/'}${SOCIAL_MARKER}`;
}
