import { AppError } from '#/server/errors/catalogue.ts';
import { errorResponse, json } from '#/server/http/responses.ts';
import { INVALID_CREDENTIALS } from './accounts.ts';
import { toSessionUser, type AccountUser } from './user-view.ts';

/** The login calls answer in the spec's own shape: `{ success, user, message }`. */
export function loginSuccess(user: AccountUser, message = 'Signed in'): Response {
  return json({ success: true, user: toSessionUser(user), message });
}

export function loginFailure(error: unknown): Response {
  if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
    return json({ success: false, message: INVALID_CREDENTIALS }, { status: 401 });
  }
  if (error instanceof AppError && error.code === 'RATE_LIMITED') {
    return json({ success: false, message: error.message, error: { code: error.code, message: error.message } }, { status: 429, headers: error.headers });
  }
  return errorResponse(error);
}
