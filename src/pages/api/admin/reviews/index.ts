import { adminRoute } from '#/server/admin/route.ts';
import { getDb } from '#/server/db/index.ts';
import { json } from '#/server/http/responses.ts';
import { listReviewsForAdmin, REVIEW_FILTERS, type ReviewFilter } from '#/server/reviews/moderation.ts';

export const prerender = false;

/** GET ?filter=all|reported|hidden: the moderation queue. */
export const GET = adminRoute(async ({ url }) => {
  const asked = url.searchParams.get('filter') ?? 'all';
  const filter: ReviewFilter = (REVIEW_FILTERS as readonly string[]).includes(asked) ? (asked as ReviewFilter) : 'all';
  return json({ rows: await listReviewsForAdmin(await getDb(), filter) });
});
