import type { z } from 'zod';

/**
 * One endpoint of the store's API: its method, its path (relative to the API base, `:name` for
 * parameters; `base: 'site'` for the few the spec calls on the site root) and the schemas of its
 * request body and answer. Routes parse with `request`, the contract test checks answers against
 * `response`, and the browser client types both.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint<Req extends z.ZodType | undefined = z.ZodType | undefined, Res extends z.ZodType = z.ZodType> = {
  method: Method;
  path: string;
  base?: 'api' | 'site';
  request: Req;
  response: Res;
};

export type RequestOf<E extends Endpoint> = E['request'] extends z.ZodType ? z.input<E['request']> : undefined;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

export function endpoint<Req extends z.ZodType | undefined, Res extends z.ZodType>(
  method: Method,
  path: string,
  schemas: { request?: Req; response: Res; base?: 'api' | 'site' },
): Endpoint<Req, Res> {
  return { method, path, base: schemas.base ?? 'api', request: schemas.request as Req, response: schemas.response };
}

/** The error answer of every API route: `{ error: { code, message, details? } }`. */
export type FieldIssue = { path: string; message: string };
export type ErrorAnswer = { error: { code: string; message: string; details?: unknown } };
