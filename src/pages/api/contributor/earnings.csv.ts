import type { APIContext } from 'astro';
import { requireContributor } from '#/server/auth/guards.ts';
import { getDb } from '#/server/db/index.ts';
import { handle } from '#/server/http/responses.ts';
import { earningsCsv } from '#/server/royalties/csv.ts';

export const prerender = false;

/** The artist's royalty ledger as CSV (every entry, newest first). */
export const GET = handle<APIContext>(async ({ locals }) => {
  const artist = requireContributor(locals);
  return new Response(await earningsCsv(await getDb(), artist.id), {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="toonmart-earnings.csv"', 'cache-control': 'private, no-store' },
  });
});
