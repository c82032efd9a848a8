import { adminPreviewKey } from '#/server/admin-catalogue/characters.ts';
import { adminRoute, pathId } from '#/server/admin/route.ts';
import { storedResponse } from '#/server/catalogue/stream.ts';
import { getDb } from '#/server/db/index.ts';

export const prerender = false;

/**
 * GET /api/admin/characters/{id}/preview (?video): the preview of a draft or published character, for
 * staff only and never cached by shared caches; /api/characters/{id}/preview stays published-only.
 */
export const GET = adminRoute(async (context) => {
  const which = context.url.searchParams.has('video') ? 'video' : 'image';
  const key = await adminPreviewKey(await getDb(), pathId(context), which);
  return storedResponse(key, { cache: 'private, no-store' });
});
