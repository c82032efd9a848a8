import type { APIRoute } from 'astro';
import { adminActor } from '#/server/admin/actor.ts';
import { requestIp } from '#/server/http/request-ip.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json, readJson } from '#/server/http/responses.ts';
import { announcementBody } from '#/lib/announcement.ts';
import { announceAsAdmin } from '#/server/notifications/index.ts';

export const prerender = false;

/** POST /api/admin/announcements {title, body, link?}: a push message to every device. Admins only; written to the audit log. */
export const POST: APIRoute = handle(async (context) => {
  const { request, locals } = context;
  const actor = { ...adminActor(locals), ip: requestIp(context) };
  const message = await readJson(request, announcementBody);
  return json(await announceAsAdmin(await getDb(), actor, message));
});
