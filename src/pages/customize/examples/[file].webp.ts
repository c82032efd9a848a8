import type { APIRoute, GetStaticPaths } from 'astro';
import { showcaseFiles, showcasePicture } from '#/server/media/showcase.ts';

/** The custom work examples' pictures, drawn by the character builder once at build time (static files). */
export const getStaticPaths: GetStaticPaths = () => showcaseFiles().map((file) => ({ params: { file } }));

export const GET: APIRoute = async ({ params }) => {
  const picture = await showcasePicture(params.file ?? '');
  if (!picture) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(picture), { headers: { 'Content-Type': 'image/webp' } });
};
