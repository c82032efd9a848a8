import type { APIContext } from 'astro';
import { illustrations } from '#/server/seed/tutorials/illustrations.ts';

/** The demo tutorials' diagrams, drawn by code at build time: static SVG files, no request reaches the server. */
export function getStaticPaths() {
  return illustrations().map(({ name }) => ({ params: { name } }));
}

export function GET({ params }: APIContext) {
  const found = illustrations().find((i) => i.name === params.name);
  if (!found) return new Response(null, { status: 404 });
  return new Response(found.svg(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
