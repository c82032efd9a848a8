import type { APIRoute } from 'astro';
import { sessionCheckAnswer } from '#/server/auth/session-check.ts';
import { handle, json } from '#/server/http/responses.ts';

export const prerender = false;

/** The middleware resolved the cookie; this only reports it (polled every 60 s by signed-in browsers). */
export const GET: APIRoute = handle(({ locals }) => json(sessionCheckAnswer(locals.user)));
