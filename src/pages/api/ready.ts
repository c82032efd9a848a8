import type { APIRoute } from 'astro';
import { getDatabase } from '#/server/db/index.ts';
import { handle, json } from '#/server/http.ts';
import { checkReadiness } from '#/server/ops/readiness.ts';
import { getStorage } from '#/server/storage/index.ts';

export const prerender = false;

/** For load balancers: 200 when this process can serve (database, migrations, storage), else 503 with the failing checks. */
export const GET: APIRoute = handle(async () => {
  const readiness = await checkReadiness(getDatabase, getStorage());
  return json({ status: readiness.ready ? 'ready' : 'not ready', checks: readiness.checks }, { status: readiness.ready ? 200 : 503 });
});
