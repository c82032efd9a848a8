/** The session cookie: HttpOnly, SameSite=Lax; Secure with the __Host- prefix behind https. */
export const OAUTH_COOKIE = 'toonmart_oauth';

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-toonmart_session' : 'toonmart_session';
}

export type CookieOptions = { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/'; maxAge?: number };

export function sessionCookieOptions(secure: boolean, maxAgeSeconds?: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }) };
}

/** One cookie's value from a raw `Cookie` header (decoded as Astro's cookies do), for code that runs before Astro. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return raw || undefined;
    }
  }
  return undefined;
}
