import { atom } from 'nanostores';
import type { SessionRole } from '#/lib/access.ts';
import type { SessionUser } from '#/lib/api/session.ts';

export const $user = atom<SessionUser | null>(null);
/** Starts unknown; becomes the user's role when authenticated, none when not or when the check fails. */
export const $role = atom<SessionRole>('unknown');
