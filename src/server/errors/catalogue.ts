/**
 * The one catalogue of errors the store answers with. Each named error has its
 * HTTP status and a default message that says what happened and what to do.
 * Throw `new AppError('NOT_FOUND', 'No character "x"')` in domain code; routes
 * turn it into `{ error: { code, message } }` with `errorResponse`.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: 'The request is not valid. Check the fields and try again.' },
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid. Correct them and try again.' },
  UNAUTHENTICATED: { status: 401, message: 'You need to sign in to do this.' },
  FORBIDDEN: { status: 403, message: 'Your account is not allowed to do this.' },
  CROSS_ORIGIN: { status: 403, message: 'Requests from another site are refused. Use the store itself.' },
  NOT_FOUND: { status: 404, message: 'Nothing was found at this address.' },
  INSUFFICIENT_CREDITS: { status: 402, message: 'Your credit balance is too low for this order. Buy a credit pack and try again.' },
  CONFLICT: { status: 409, message: 'This conflicts with the current state. Reload and try again.' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'This idempotency key was already used for a different request. Start again with a new key.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The upload is larger than allowed.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This type of content is not accepted here.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Wait a moment and try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Try again in a moment.' },
  PAYMENT_UNAVAILABLE: { status: 503, message: 'The payment page could not be opened. Nothing was charged; try again in a moment.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'The store cannot reach its database right now. Try again in a few seconds.' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, options?: { details?: unknown; headers?: Record<string, string>; cause?: unknown }) {
    super(message ?? ERRORS[code].message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = options?.details;
    this.headers = options?.headers;
  }
}

export function errorBody(code: ErrorCode, message?: string, details?: unknown) {
  return { error: { code, message: message ?? ERRORS[code].message, ...(details === undefined ? {} : { details }) } };
}

/** 429 with Retry-After in whole seconds (at least 1), from a limiter's "ms before the next try". */
export function rateLimited(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', undefined, { headers: { 'retry-after': String(seconds) } });
}
