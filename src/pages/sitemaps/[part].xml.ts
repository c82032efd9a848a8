import type { APIContext } from 'astro';
import { getDb } from '#/server/db/index.ts';
import { sitemapPartResponse } from '#/server/seo/sitemap-response.ts';

export const prerender = false;

export const GET = async ({ params }: APIContext) => sitemapPartResponse(await getDb(), params.part);
