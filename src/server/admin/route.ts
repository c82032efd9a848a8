import type { APIContext } from 'astro';
import { AppError } from '#/server/errors/catalogue.ts';
import { handle } from '#/server/http/responses.ts';
import { adminActor, type Actor } from './actor.ts';
import { isUuid } from '#/lib/ids.ts';
import { requestIp } from '#/server/http/request-ip.ts';

/**
 * Every admin API handler goes through this: the admin guard runs first, before
 * the body is read or the database opened (401 anonymous, 403 other roles).
 */
export function adminRoute(fn: (context: APIContext, actor: Actor) => Promise<Response> | Response) {
  return handle<APIContext>((context) => fn(context, { ...adminActor(context.locals), ip: requestIp(context) }));
}

/** The id in the path, refused early when it is not a UUID (a 404, not a database error). */
export function pathId(context: APIContext, name = 'id'): string {
  const id = context.params[name] ?? '';
  if (!isUuid(id)) {
    throw new AppError('NOT_FOUND', 'Nothing was found with this id.');
  }
  return id;
}
