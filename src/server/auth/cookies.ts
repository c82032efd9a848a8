/** The session cookie: HttpOnly, SameSite=Lax; Secure with the __Host- prefix behind https. */
export const OAUTH_COOKIE = 'toonmart_oauth';

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-toonmart_session' : 'toonmart_session';
}

export type CookieOptions = { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/'; maxAge?: number };

export function sessionCookieOptions(secure: boolean, maxAgeSeconds?: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }) };
}
