import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../lib/access.ts';
import type { Database } from '../db/open.ts';
import { users, type UserRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { SessionUser } from '../../stores/session.ts';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './password.ts';
import { assertNotLimited, consume, reset } from './rate-limit.ts';
import { createSession, DEFAULT_POLICY, endUserSessions, type SessionMeta, type SessionPolicy } from './sessions.ts';
import { isUuid, normaliseEmail, toSessionUser } from './user-view.ts';

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

export type LoginResult = { user: SessionUser; token: string; expiresAt: Date };

/**
 * Password login. An unknown email and a wrong password give the same error after
 * the same work (a dummy hash is verified). Failures count per IP and per account.
 */
export async function login(db: Database, input: { email: string; password: string }, meta: SessionMeta = {}, policy: SessionPolicy = DEFAULT_POLICY): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  const ip = meta.ip ?? 'unknown';
  await assertNotLimited(db, 'loginIp', ip);
  await assertNotLimited(db, 'loginAccount', email);
  const row = await findUserByEmail(db, email);
  const ok = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !ok || row.disabledAt) {
    await consume(db, 'loginAccount', email);
    await consume(db, 'loginIp', ip);
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  }
  await reset(db, 'loginAccount', email);
  const session = await createSession(db, row.id, { ...meta, method: 'password' }, policy);
  return { user: toSessionUser(row), token: session.token, expiresAt: session.expiresAt };
}

/** Registration signs the new user in straight away. */
export async function register(db: Database, input: { email: string; password: string; name?: string }, meta: SessionMeta = {}, policy: SessionPolicy = DEFAULT_POLICY): Promise<LoginResult> {
  const row = await createAccount(db, { ...input, role: 'user' });
  const session = await createSession(db, row.id, { ...meta, method: 'password' }, policy);
  return { user: toSessionUser(row), token: session.token, expiresAt: session.expiresAt };
}

/** Needs the current password; every other session of the user ends. */
export async function changePassword(db: Database, userId: string, currentSessionId: string | undefined, input: { currentPassword: string; newPassword: string }): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError('FORBIDDEN', 'The current password is not correct.');
  }
  await setPassword(db, userId, input.newPassword, currentSessionId);
}

export async function setPassword(db: Database, userId: string, password: string, keepSessionId?: string): Promise<void> {
  assertPasswordAcceptable(password);
  await db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: new Date() }).where(eq(users.id, userId));
  await endUserSessions(db, userId, keepSessionId);
}

/** Disabling (or re-enabling) an account; a disabled account's sessions end at once. */
export async function setDisabled(db: Database, userId: string, disabled: boolean): Promise<void> {
  await db.update(users).set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() }).where(eq(users.id, userId));
  if (disabled) await endUserSessions(db, userId);
}

/** GET /users/{id}: a user reads themself, admins read anyone. */
export async function getUserFor(db: Database, viewer: SessionUser, id: string): Promise<SessionUser> {
  const admin = viewer.role === 'admin' || viewer.role === 'super_admin';
  if (viewer._id !== id && !admin) throw new AppError('FORBIDDEN');
  const [row] = isUuid(id) ? await db.select().from(users).where(eq(users.id, id)).limit(1) : [];
  if (!row) throw new AppError('NOT_FOUND', 'No user with this id.');
  return toSessionUser(row);
}

export async function updateProfile(db: Database, userId: string, input: { name: string }): Promise<SessionUser> {
  const [row] = await db.update(users).set({ name: input.name.trim(), updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!row) throw new AppError('UNAUTHENTICATED');
  return toSessionUser(row);
}
