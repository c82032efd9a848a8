import type { APIRoute } from 'astro';
import { getDatabase } from '../../server/db/index.ts';
import { checkHealth } from '../../server/health.ts';
import { handle, json } from '../../server/http.ts';

export const prerender = false;

export const GET: APIRoute = handle(async () => json(await checkHealth(await getDatabase())));
