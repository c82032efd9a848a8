import type { APIRoute } from 'astro';
import { z } from 'zod';
import { formLoginFailureTarget, formLoginSuccessTarget, type FormLoginError } from '#/lib/form-login.ts';
import { login } from '#/server/auth/accounts.ts';
import { requestMeta, setSessionCookie } from '#/server/auth/http-session.ts';
import { config } from '#/server/config/config.ts';
import { getDb } from '#/server/db/index.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { errorResponse, readForm } from '#/server/http/responses.ts';

export const prerender = false;

const Form = z.object({ email: z.string().max(320), password: z.string().max(1024), next: z.string().max(2048).optional() });

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

/** Which failures go back to /login with a message; anything else (database down) is the store's error answer. */
function failureKind(error: unknown): FormLoginError | null {
  if (error instanceof z.ZodError) return 'credentials';
  if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return 'credentials';
  if (error instanceof AppError && error.code === 'RATE_LIMITED') return 'rate-limited';
  return null;
}

/**
 * The header's sign-in modal: a plain form post (no JavaScript), the same login as
 * POST /api/auth/login (rate limits, answer, session cookie), then a 303 back to
 * the page. Cross-site posts never get here: Astro's checkOrigin and the middleware refuse them.
 */
export const POST: APIRoute = async (context) => {
  let next: string | undefined;
  try {
    const form = await readForm(context.request);
    next = typeof form.next === 'string' ? form.next : undefined;
    const input = Form.parse(form);
    const result = await login(await getDb(), input, requestMeta(context), config.sessionPolicy);
    setSessionCookie(context.cookies, result.token, result.expiresAt);
    return seeOther(formLoginSuccessTarget(next));
  } catch (error) {
    const kind = failureKind(error);
    return kind ? seeOther(formLoginFailureTarget(next, kind)) : errorResponse(error);
  }
};
