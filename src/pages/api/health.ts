import type { APIRoute } from 'astro';
import { boot } from '#/server/boot.ts';
import { checkHealth } from '#/server/ops/health.ts';
import { handle, json } from '#/server/http/responses.ts';

export const prerender = false;

export const GET: APIRoute = handle(async () => json(await checkHealth(await boot())));
