import { randomBytes } from 'node:crypto';
import type { Role } from '#/lib/access.ts';
import type { Database } from '#/server/db/open.ts';
import type { UserRow } from '#/server/db/schema.ts';
import { createAccount } from '#/server/auth/accounts.ts';
import { sessionCookieName } from '#/server/auth/cookies.ts';
import { createSession } from '#/server/auth/sessions.ts';
import { toAccountUser, type AccountUser } from '#/server/auth/user-view.ts';

export const FACTORY_PASSWORD = 'factory-password-2026';

export type CreatedUser = {
  row: UserRow;
  /** The user as `locals.user` holds it (pass as `{ user }` to code that takes App.Locals). */
  user: AccountUser;
  password: string;
  /** A live session of this user: the raw token and a `Cookie` header value. */
  token: string;
  cookie: string;
};

/**
 * Creates an account (unique email, role `user`, password FACTORY_PASSWORD unless
 * overridden) with one signed-in session. Usage: `const { user, cookie } = await createUser(db, { role: 'admin' })`.
 */
export async function createUser(
  db: Database,
  overrides: { email?: string; name?: string; role?: Role; password?: string; avatar?: string | null } = {},
): Promise<CreatedUser> {
  const password = overrides.password ?? FACTORY_PASSWORD;
  const email = overrides.email ?? `user-${randomBytes(5).toString('hex')}@example.test`;
  const row = await createAccount(db, { name: 'Test User', emailVerified: true, ...overrides, email, password });
  const session = await createSession(db, row.id);
  return { row, user: toAccountUser(row), password, token: session.token, cookie: `${sessionCookieName(false)}=${session.token}` };
}
