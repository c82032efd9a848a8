import type { UserRow } from '../db/schema.ts';
import type { SessionUser } from '../../stores/session.ts';

/** The one shape a user leaves the server in: never a hash, a token or internal flags. */
export function toSessionUser(row: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'avatar'>): SessionUser {
  return { _id: row.id, email: row.email, name: row.name, role: row.role, avatar: row.avatar ?? null };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
