import type { APIContext } from 'astro';
import type { Actor } from '#/server/admin/actor.ts';
import { requireContributor } from '#/server/auth/guards.ts';
import { handle } from '#/server/http/responses.ts';

/** The artist making a change; audited like an admin's, and the owner every query is limited to. */
export function artistActor(locals: App.Locals): Actor {
  const user = requireContributor(locals);
  return { id: user.id, email: user.email, role: user.role };
}

/** Every contributor API handler: the role is checked before the body is read (401 signed out, 403 other roles). */
export function artistRoute(fn: (context: APIContext, actor: Actor) => Promise<Response> | Response) {
  return handle<APIContext>((context) => fn(context, artistActor(context.locals)));
}
