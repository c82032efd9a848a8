import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '#/lib/access.ts';
import type { Database } from '#/server/db/open.ts';
import { recoveryTokens, users, type UserRow } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './password.ts';
import { reserveLogin, type LockoutNotice } from './login-throttle.ts';
import { reserveOrThrow, reset } from './rate-limit.ts';
import { newToken } from './tokens.ts';
import { createSession, DEFAULT_POLICY, endUserSessions, type SessionMeta, type SessionPolicy } from './sessions.ts';
import { isUuid } from '#/lib/ids.ts';
import { forgetSessions } from '#/server/auth/session-store.ts';
import { normaliseEmail, toAccountUser, type AccountUser } from './user-view.ts';

export const INVALID_CREDENTIALS = 'Invalid credentials';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${normaliseEmail(email)}`).limit(1);
  return row;
}

export type NewUser = { email: string; password?: string | null; name?: string; role?: Role; emailVerified?: boolean; avatar?: string | null };

/** Creates an account; a taken email is a CONFLICT. The password is checked and hashed here. */
export async function createAccount(db: Database, input: NewUser): Promise<UserRow> {
  if (input.password != null) assertPasswordAcceptable(input.password);
  if (await findUserByEmail(db, input.email)) throw new AppError('CONFLICT', 'An account with this email already exists. Sign in or recover it.');
  const [row] = await db
    .insert(users)
    .values({
      email: normaliseEmail(input.email),
      name: input.name?.trim() ?? '',
      role: input.role ?? 'user',
      avatar: input.avatar ?? null,
      passwordHash: input.password == null ? null : await hashPassword(input.password),
      emailVerified: input.emailVerified ?? false,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return row;
}

export type LoginResult = { user: AccountUser; token: string; expiresAt: Date };

/**
 * Password login. An unknown email and a wrong password give the same error after
 * the same work (a dummy hash is verified). The attempt is reserved on the per-IP and
 * per-account+IP counters before the password is checked; a success gives it back.
 */
export async function login(db: Database, input: { email: string; password: string }, meta: SessionMeta = {}, policy: SessionPolicy = DEFAULT_POLICY, onLockout?: LockoutNotice): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  const succeeded = await reserveLogin(db, email, meta.ip ?? 'unknown', onLockout);
  const row = await findUserByEmail(db, email);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok || row.disabledAt) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  await succeeded();
  const session = await createSession(db, row.id, { ...meta, method: 'password' }, policy);
  return { user: toAccountUser(row), token: session.token, expiresAt: session.expiresAt };
}

export const REGISTERED_MESSAGE = 'Account created';

/**
 * Registration signs a new user in straight away. A taken address answers the same
 * shape after the same work (a user echo and a session cookie that opens nothing), and
 * its owner is told by email instead, so the form cannot be used to learn who has an account.
 */
/** Who registration tells: a new account (the welcome mail) or the owner of a taken address (src/server/users/registration.ts). */
export type RegisterNotices = { created?: (user: UserRow) => Promise<void> | void; taken?: (email: string) => Promise<void> | void };

export async function register(db: Database, input: { email: string; password: string; name?: string }, meta: SessionMeta = {}, policy: SessionPolicy = DEFAULT_POLICY, notices: RegisterNotices = {}): Promise<LoginResult> {
  await reserveOrThrow(db, 'registerIp', meta.ip ?? 'unknown');
  assertPasswordAcceptable(input.password);
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(db, email)) {
    await hashPassword(input.password);
    await notices.taken?.(email);
    const user = { id: randomUUID(), email, name: input.name?.trim() ?? '', role: 'user' as const, avatar: null };
    return { user, token: newToken(), expiresAt: new Date(Date.now() + policy.idleMs) };
  }
  const row = await createAccount(db, { ...input, role: 'user' });
  const session = await createSession(db, row.id, { ...meta, method: 'password' }, policy);
  await notices.created?.(row);
  return { user: toAccountUser(row), token: session.token, expiresAt: session.expiresAt };
}

/** Needs the current password; every other session of the user ends. */
export async function changePassword(db: Database, userId: string, currentSessionId: string | undefined, input: { currentPassword: string; newPassword: string }): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED');
  // Reserved before verifying: a stolen session cannot guess the password at speed.
  await reserveOrThrow(db, 'passwordChange', userId);
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError('FORBIDDEN', 'The current password is not correct.');
  }
  await reset(db, 'passwordChange', userId);
  await setPassword(db, userId, input.newPassword, currentSessionId);
}

/** A new password ends the other sessions and every recovery link still outstanding (an older mail must not reopen the account). */
export async function setPassword(db: Database, userId: string, password: string, keepSessionId?: string): Promise<void> {
  assertPasswordAcceptable(password);
  const now = new Date();
  await db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: now }).where(eq(users.id, userId));
  await db.update(recoveryTokens).set({ usedAt: now }).where(and(eq(recoveryTokens.userId, userId), isNull(recoveryTokens.usedAt)));
  await endUserSessions(db, userId, keepSessionId);
}

/** Disabling (or re-enabling) an account; a disabled account's sessions end at once. */
export async function setDisabled(db: Database, userId: string, disabled: boolean): Promise<void> {
  await db.update(users).set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() }).where(eq(users.id, userId));
  if (disabled) await endUserSessions(db, userId);
}

/** GET /users/{id}: a user reads themself, admins read anyone. */
export async function getUserFor(db: Database, viewer: AccountUser, id: string): Promise<AccountUser> {
  const admin = viewer.role === 'admin' || viewer.role === 'super_admin';
  if (viewer.id !== id && !admin) throw new AppError('FORBIDDEN');
  const [row] = isUuid(id) ? await db.select().from(users).where(eq(users.id, id)).limit(1) : [];
  if (!row) throw new AppError('NOT_FOUND', 'No user with this id.');
  return toAccountUser(row);
}

export async function updateProfile(db: Database, userId: string, input: { name: string }): Promise<AccountUser> {
  const [row] = await db.update(users).set({ name: input.name.trim(), updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  forgetSessions();
  if (!row) throw new AppError('UNAUTHENTICATED');
  return toAccountUser(row);
}
