import { and, eq } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { oauthAccounts, users, type UserRow } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { createAccount, findUserByEmail, INVALID_CREDENTIALS, type LoginResult } from '#/server/auth/accounts.ts';
import { createSession, DEFAULT_POLICY, type SessionMeta, type SessionPolicy } from '#/server/auth/sessions.ts';
import { toAccountUser } from '#/server/auth/user-view.ts';

/** What a provider tells us about the person, after its checks (state, PKCE, nonce) passed. */
export type SocialProfile = {
  provider: 'google' | 'github';
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  avatar: string | null;
};

async function linkedUser(db: Database, profile: SocialProfile): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, profile.provider), eq(oauthAccounts.subject, profile.subject)))
    .limit(1);
  return row?.user;
}

/**
 * The store account of a social identity: already linked, else linked by a
 * verified email, else created. An unverified email never links or creates
 * (someone could claim another person's address at the provider).
 */
export async function accountForProfile(db: Database, profile: SocialProfile, onCreated?: (user: UserRow) => Promise<void> | void): Promise<UserRow> {
  const linked = await linkedUser(db, profile);
  if (linked) return linked;
  if (!profile.email || !profile.emailVerified) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  const existing = await findUserByEmail(db, profile.email);
  const user = existing ?? (await createAccount(db, { email: profile.email, name: profile.name, avatar: profile.avatar, emailVerified: true, password: null }));
  await db.insert(oauthAccounts).values({ provider: profile.provider, subject: profile.subject, userId: user.id, email: profile.email }).onConflictDoNothing();
  // A new account through a provider is a registration too: it gets the same welcome.
  if (!existing) await onCreated?.(user);
  return user;
}

export async function socialLogin(db: Database, profile: SocialProfile, meta: SessionMeta = {}, policy: SessionPolicy = DEFAULT_POLICY, onCreated?: (user: UserRow) => Promise<void> | void): Promise<LoginResult> {
  const user = await accountForProfile(db, profile, onCreated);
  if (user.disabledAt) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  const session = await createSession(db, user.id, { ...meta, method: profile.provider }, policy);
  return { user: toAccountUser(user), token: session.token, expiresAt: session.expiresAt };
}
