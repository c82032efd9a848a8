/**
 * The article's social preview: its SVG cover rendered to a 1200×630 PNG at build time
 * (social networks show no SVG). sharp renders our own SVG files here; astro:assets keeps
 * SVG rasterisation switched off for everything else.
 */
import type { APIContext } from 'astro';
import sharp from 'sharp';
import { publishedPosts } from '#/lib/blog-posts.ts';

const covers = import.meta.glob<string>('/src/content/blogs/covers/*.svg', { query: '?raw', import: 'default', eager: true });

export async function getStaticPaths() {
  return (await publishedPosts()).map((post) => ({ params: { slug: post.id } }));
}

export async function GET({ params }: APIContext) {
  const svg = covers[`/src/content/blogs/covers/${params.slug}.svg`];
  if (!svg) throw new Error(`No cover for the article ${params.slug}: expected src/content/blogs/covers/${params.slug}.svg`);
  const png = await sharp(Buffer.from(svg)).resize(1200, 630, { fit: 'cover' }).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
