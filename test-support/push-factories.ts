import { randomUUID } from 'node:crypto';
import type { Database } from '#/server/db/open.ts';
import { users } from '#/server/db/schema.ts';
import { upsertToken } from '#/server/push/tokens.ts';

/** Small factories for push tests. */
export async function makeUser(db: Database, role: 'user' | 'admin' | 'contributor' = 'user'): Promise<string> {
  const [row] = await db.insert(users).values({ email: `${randomUUID()}@toonmart.test`, name: 'Test', role }).returning({ id: users.id });
  return row!.id;
}

export function fakeToken(label: string): string {
  return `${label}-${randomUUID()}:APA91b`.replace(/[^A-Za-z0-9_\-:.]/g, '');
}

export async function makeToken(db: Database, userId: string | null, label = 'tok', at = new Date()): Promise<string> {
  const token = fakeToken(label);
  await upsertToken(db, { token, userId, userAgent: 'test' }, at);
  return token;
}
