import type { APIRoute } from 'astro';
import { boot } from '#/server/boot.ts';
import { checkHealth } from '#/server/health.ts';
import { handle, json } from '#/server/http.ts';

export const prerender = false;

export const GET: APIRoute = handle(async () => json(await checkHealth(await boot())));
