import { adminRoute } from '#/server/admin/route.ts';
import { submitSocialLink } from '#/server/content/admin-forms.ts';
import { listSocialLinks } from '#/server/content/social-links.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

export const GET = adminRoute(async () => json({ rows: await listSocialLinks(await getDb()) }));

export const POST = adminRoute(async ({ request }, actor) => json(await submitSocialLink(await getDb(), getStorage(), request, actor), { status: 201 }));
