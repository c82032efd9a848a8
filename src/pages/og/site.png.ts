import { ogCardSvg } from '#/server/seo/og-card.ts';
import { svgToPng } from '#/server/seo/og-image.ts';

/** The store's social preview, for pages without a picture of their own (built once, a static file). */
export async function GET() {
  const png = await svgToPng(ogCardSvg({ title: 'Cartoon characters', kicker: 'Ready to use or made for you', band: 'Free samples', picture: false }));
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
