import type { APIRoute } from 'astro';
import { requireUser } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';
import { viewerOf } from '#/server/custom-orders/access.ts';
import { placeOrder } from '#/server/custom-orders/checkout.ts';
import { config } from '#/server/config/config.ts';
import { getPaymentProvider } from '#/server/payments/index.ts';
import { listJobs } from '#/server/custom-orders/queries.ts';
import { jobListQuery } from '#/lib/api/jobs.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** GET /api/jobs?scope=customer|contributor|admin&filter=all|unallocated|in_review|completed&q= */
export const GET: APIRoute = handle(async ({ locals, url }) => {
  const viewer = viewerOf(requireUser(locals));
  const { scope, ...query } = jobListQuery.parse(Object.fromEntries(url.searchParams));
  return json({ jobs: await listJobs(await getDb(), viewer, scope, query) });
});

/**
 * POST /api/jobs (multipart): levelId, title, brief, style, intendedUse, paymentMethod, references (files).
 * `location`: the job page (credits), or the payment provider's page for a card order (unpaid until paid).
 */
export const POST: APIRoute = handle(async ({ locals, request }) => {
  const viewer = viewerOf(requireUser(locals));
  const payments = { provider: getPaymentProvider(), siteUrl: config.siteUrl };
  const { job, location } = await placeOrder(await getDb(), getStorage(), payments, viewer, request);
  return json({ job: { id: job.id, number: job.number, status: job.status, paymentStatus: job.paymentStatus }, location }, { status: 201 });
});
