import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SessionCheck } from '#/lib/api/session.ts';
import { readCookie } from './cookies.ts';
import { recallSession } from './session-store.ts';

type Role = NonNullable<SessionCheck['user']>['role'];

/**
 * The answer of `GET /api/auth/check-session`, polled every 60 s by every signed-in browser.
 * The route builds it from the middleware's `locals.user`; `answerSessionCheck` gives the same
 * bytes from the process's session memo before a request enters Astro's pipeline, which costs
 * several times more than the answer itself.
 */
export function sessionCheckAnswer(user: { role: Role } | null): SessionCheck {
  return { isAuthenticated: user !== null, user: user ? { role: user.role } : null };
}

const PATH = '/api/auth/check-session';

/**
 * Answers a session check whose cookie names a session this process already resolved (and nobody
 * revoked since: logouts, password changes and disables clear the memo in every process at once).
 * Anything else (no cookie, an unknown token, a query string) goes on to Astro; false means "not handled".
 */
export function answerSessionCheck(req: IncomingMessage, res: ServerResponse, sessionCookie: string): boolean {
  if (req.method !== 'GET' || req.url !== PATH) return false;
  const token = readCookie(req.headers.cookie, sessionCookie);
  const session = token ? recallSession<{ user: { role: Role } }>(token) : undefined;
  if (!session) return false;
  const body = JSON.stringify(sessionCheckAnswer(session.user));
  res.writeHead(200, {
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    vary: 'Accept-Encoding',
  });
  res.end(body);
  return true;
}
