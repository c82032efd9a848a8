import type { APIRoute } from 'astro';
import { register, REGISTERED_MESSAGE } from '#/server/auth/accounts.ts';
import { requestMeta, setSessionCookie } from '#/server/auth/http-session.ts';
import { toSessionUser } from '#/server/auth/user-view.ts';
import { config } from '#/server/config.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http.ts';
import type { Database } from '#/server/db/open.ts';
import { queueMail } from '#/server/tasks/store-tasks.ts';
import { sessionApi } from '#/lib/api/session.ts';

export const prerender = false;

/** The owner of a taken address hears about the attempt by email (through the outbox); the caller gets the usual answer. */
async function tellOwner(db: Database, email: string): Promise<void> {
  const data = {
    subject: 'Someone tried to create a Toonmart account with your email',
    heading: 'You already have an account',
    lines: ['Someone (hopefully you) tried to create a new Toonmart account with this email. Your account is unchanged.', 'If you forgot your password, choose a new one with the button below.'],
    action: { label: 'Recover your account', href: new URL('/recover-account', config.siteUrl).href },
    footnote: 'If it was not you, ignore this email.',
  };
  await queueMail(db, email, 'notice', data);
}

export const POST: APIRoute = handle(async (context) => {
  const input = await readJson(context.request, sessionApi.register.request);
  const db = await getDb();
  const result = await register(db, input, requestMeta(context), config.sessionPolicy, (email) => tellOwner(db, email));
  setSessionCookie(context.cookies, result.token, result.expiresAt);
  return json({ success: true, user: toSessionUser(result.user), message: REGISTERED_MESSAGE }, { status: 201 });
});
