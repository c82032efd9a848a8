import type { UserRow } from '#/server/db/schema.ts';
import type { SessionUser } from '#/lib/api/session.ts';

/**
 * The signed-in user inside the server (`locals.user`, login results): the database's `id`.
 * Never a hash, a token or internal flags.
 */
export type AccountUser = { id: string; email: string; name: string; role: UserRow['role']; avatar: string | null };

export function toAccountUser(row: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'avatar'>): AccountUser {
  return { id: row.id, email: row.email, name: row.name, role: row.role, avatar: row.avatar ?? null };
}

/** The one shape a user leaves the server in (API answers, the page's initial user): the spec's `_id`. */
export function toSessionUser(user: AccountUser): SessionUser {
  return { _id: user.id, email: user.email, name: user.name, role: user.role, avatar: user.avatar };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
