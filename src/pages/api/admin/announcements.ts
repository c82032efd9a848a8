import { announcementRequest } from '#/lib/announcement.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { listAnnouncements } from '#/server/notifications/announcements.ts';
import { sendAnnouncementLater } from '#/server/notices/tasks.ts';

export const prerender = false;

/** GET /api/admin/announcements: the history, newest first, with each channel's reach. Admins only. */
export const GET = adminRoute(async () => json({ rows: await listAnnouncements(await getDb()) }));

/**
 * POST /api/admin/announcements {title, body, link?, audience, channels, bannerDays}: saved and audited,
 * then sent by the job runner. Answers the row and the audience's accounts and subscribed devices.
 */
export const POST = adminRoute(async ({ request }, actor) => json(await sendAnnouncementLater(await getDb(), actor, await readJson(request, announcementRequest))));
