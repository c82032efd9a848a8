import { atom } from 'nanostores';
import type { SessionRole } from '../lib/access.ts';

/** The signed-in user as the client knows it (the cookie on the server is the authority). */
export type SessionUser = { _id: string; email: string; name: string; role: Exclude<SessionRole, 'unknown' | 'none'>; avatar: string | null };

export const $user = atom<SessionUser | null>(null);
/** Starts unknown; becomes the user's role when authenticated, none when not or when the check fails. */
export const $role = atom<SessionRole>('unknown');
