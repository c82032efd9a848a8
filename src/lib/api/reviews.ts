import { z } from '#/lib/zod.ts';
import { endpoint } from './contract.ts';

// Control characters (other than line breaks and tabs) have no place in a review; everything else is plain text, shown escaped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const plain = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();

/** A buyer's review: 1–5 stars, an optional title, 10–2000 characters of plain text (no HTML is ever rendered). */
export const reviewInput = z.object({
  rating: z.coerce.number().int().min(1, 'Choose 1 to 5 stars.').max(5, 'Choose 1 to 5 stars.'),
  title: z.string().max(200).transform(plain).pipe(z.string().max(120, 'A title has at most 120 characters.')).optional().default(''),
  body: z.string().max(4000).transform(plain).pipe(z.string().min(10, 'Write at least 10 characters.').max(2000, 'A review has at most 2000 characters.')),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const reportInput = z.object({ reason: z.string().max(1000).transform(plain).pipe(z.string().max(500)).optional().default('') });
export const replyInput = z.object({ body: z.string().max(4000).transform(plain).pipe(z.string().min(2, 'Write a few words.').max(2000, 'An answer has at most 2000 characters.')) });
export const hideInput = z.object({ reason: z.string().max(1000).transform(plain).pipe(z.string().min(3, 'Say why the review is hidden.').max(500)) });

const review = z.looseObject({ id: z.uuid(), rating: z.number().int(), hidden: z.boolean() });

export const reviewsApi = {
  save: endpoint('POST', '/characters/:id/reviews', { request: reviewInput, response: review }),
  report: endpoint('POST', '/reviews/:id/report', { request: reportInput, response: z.object({ reported: z.boolean() }) }),
  reply: endpoint('POST', '/reviews/:id/reply', { request: replyInput, response: review }),
  adminList: endpoint('GET', '/admin/reviews', { response: z.object({ rows: z.array(review) }) }),
  hide: endpoint('POST', '/admin/reviews/:id/hide', { request: hideInput, response: review }),
  unhide: endpoint('POST', '/admin/reviews/:id/unhide', { response: review }),
};
