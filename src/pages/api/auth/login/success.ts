import type { APIRoute } from 'astro';
import { INVALID_CREDENTIALS } from '#/server/auth/accounts.ts';
import { toSessionUser } from '#/server/auth/user-view.ts';
import { handle, json } from '#/server/http/responses.ts';

export const prerender = false;

/** Completes a social login: the callback just set the session cookie; hand the client its user. */
export const GET: APIRoute = handle(({ locals }) =>
  locals.user ? json({ success: true, user: toSessionUser(locals.user) }) : json({ success: false, message: INVALID_CREDENTIALS }, { status: 401 }),
);
