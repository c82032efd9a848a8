import type { APIRoute } from 'astro';
import { requireAdmin } from '../../../server/auth/guards.ts';
import { getDb } from '../../../server/db/index.ts';
import { handle, json, readJson } from '../../../server/http.ts';
import { announcementBody } from '../../../server/notifications/announcement.ts';
import { announce } from '../../../server/notifications/index.ts';

export const prerender = false;

/** POST /api/admin/announcements {title, body, link?}: a push message to every device. Admins only. */
export const POST: APIRoute = handle(async ({ request, locals }) => {
  requireAdmin(locals);
  const message = await readJson(request, announcementBody);
  return json(await announce(await getDb(), message));
});
