import type { APIContext } from 'astro';
import { AppError } from '../errors.ts';
import { handle } from '../http.ts';
import { adminActor, type Actor } from './actor.ts';

/**
 * Every admin API handler goes through this: the admin guard runs first, before
 * the body is read or the database opened (401 anonymous, 403 other roles).
 */
export function adminRoute(fn: (context: APIContext, actor: Actor) => Promise<Response> | Response) {
  return handle<APIContext>((context) => fn(context, adminActor(context.locals)));
}

/** The id in the path, refused early when it is not a UUID (a 404, not a database error). */
export function pathId(context: APIContext, name = 'id'): string {
  const id = context.params[name] ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw new AppError('NOT_FOUND', 'Nothing was found with this id.');
  }
  return id;
}
