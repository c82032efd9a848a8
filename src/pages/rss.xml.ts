import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { TOPICS } from '../lib/blog-schema.ts';
import { blogUrl } from '../lib/blog.ts';
import { publishedPosts } from '../lib/blog-posts.ts';
import { SITE_NAME } from '../lib/site.ts';

export async function GET(context: APIContext) {
  const posts = await publishedPosts();
  return rss({
    title: `${SITE_NAME} blog`,
    description: 'Character design, animation principles, animation cost, careers in animation and custom characters.',
    site: context.site ?? context.url.origin,
    items: posts.map(({ id, entry }) => ({
      title: entry.data.title,
      description: entry.data.description,
      pubDate: entry.data.pubDate,
      link: blogUrl(id),
      author: entry.data.author,
      categories: [TOPICS[entry.data.topic], ...entry.data.tags],
    })),
    customData: '<language>en</language>',
  });
}
