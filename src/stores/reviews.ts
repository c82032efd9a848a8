import { api, type ApiResult } from '#/lib/api/client.ts';
import { reviewsApi, type ReviewInput } from '#/lib/api/reviews.ts';
import { withBusy } from './overlay.ts';

/**
 * Review actions of the character page. The page is rendered on the server with the reviews and
 * their average, so after a change the page reloads rather than keeping a copy in a store.
 */
export function saveReview(characterId: string, review: ReviewInput): Promise<ApiResult<unknown>> {
  return withBusy(() => api(reviewsApi.save, { params: { id: characterId }, body: review }));
}

export function reportReview(reviewId: string, reason: string): Promise<ApiResult<{ reported: boolean }>> {
  return withBusy(() => api(reviewsApi.report, { params: { id: reviewId }, body: { reason } }));
}

export function replyToReview(reviewId: string, body: string): Promise<ApiResult<unknown>> {
  return withBusy(() => api(reviewsApi.reply, { params: { id: reviewId }, body: { body } }));
}
