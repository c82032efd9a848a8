import { slugCheckQuery } from '#/lib/api/admin.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { tutorialSlugFree } from '#/server/content/tutorials.ts';
import { getDb } from '#/server/db/index.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { json } from '#/server/http/responses.ts';

export const prerender = false;

/** GET /api/admin/tutorials/slug?slug=…&except={id}: whether /tutorials/{slug} is free (the editor checks as staff type). */
export const GET = adminRoute(async ({ url }) => {
  const query = slugCheckQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw new AppError('VALIDATION_FAILED', query.error.issues[0]?.message ?? 'Give a slug to check.');
  const { slug, except } = query.data;
  return json({ slug, available: await tutorialSlugFree(await getDb(), slug, except) });
});
