import { clockRequestSchema } from '#/lib/api/earnings.ts';
import { adminRoute } from '#/server/admin/route.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { json, readJson } from '#/server/http/responses.ts';
import { advanceRoyaltyClock, clockTestingEnabled } from '#/server/royalties/clock.ts';

export const prerender = false;

/** E2E only (E2E=1 with DEMO_MODE=on, as scripts/e2e-server.mjs starts it; 404 elsewhere): moves the royalty clock forward so a test sees a hold end (`reset` back to real time first). */
export const POST = adminRoute(async ({ request }) => {
  if (!clockTestingEnabled()) throw new AppError('NOT_FOUND', 'Not found.');
  const { days, reset } = await readJson(request, clockRequestSchema);
  return json({ offsetDays: advanceRoyaltyClock(days, reset) });
});
