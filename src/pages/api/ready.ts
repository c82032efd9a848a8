import type { APIRoute } from 'astro';
import { config } from '#/server/config/config.ts';
import { getDatabase } from '#/server/db/index.ts';
import { handle, json } from '#/server/http/responses.ts';
import { readinessAnswer } from '#/server/ops/readiness.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** For load balancers: 200 when this process can serve (database, migrations, storage), else 503; the failing checks only for an operator's token. */
export const GET: APIRoute = handle(async ({ request }) => {
  const answer = await readinessAnswer(getDatabase, getStorage(), request.headers.get('authorization'), config.metricsToken);
  return json(answer.body, { status: answer.status });
});
