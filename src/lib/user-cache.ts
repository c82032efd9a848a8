import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { SessionUser } from '#/lib/api/session.ts';

/**
 * The browser's copy of the signed-in user, AES-encrypted with crypto-js, so pages can greet
 * the user before the session check answers. A convenience cache only: the HttpOnly cookie is the authority.
 */
export function encryptUser(user: SessionUser, secret: string): string {
  return AES.encrypt(JSON.stringify(user), secret).toString();
}

export function decryptUser(stored: string | null | undefined, secret: string): SessionUser | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(AES.decrypt(stored, secret).toString(Utf8)) as Partial<SessionUser>;
    return typeof parsed?._id === 'string' && typeof parsed.role === 'string' ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}
