import { slugCheckQuery } from '#/lib/api/admin.ts';
import { characterSlugFree } from '#/server/admin-catalogue/characters.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { json } from '#/server/http/responses.ts';

export const prerender = false;

/** GET /api/admin/characters/slug?slug=…&except={id}: whether the address is free (the editor checks as staff type). */
export const GET = adminRoute(async ({ url }) => {
  const query = slugCheckQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw new AppError('VALIDATION_FAILED', query.error.issues[0]?.message ?? 'Give a slug to check.');
  const { slug, except } = query.data;
  return json({ slug, available: await characterSlugFree(await getDb(), slug, except) });
});
