import rss from '@astrojs/rss';
import { TOPICS } from '#/lib/blog-schema.ts';
import { blogUrl } from '#/lib/blog.ts';
import { publishedPosts } from '#/lib/blog-posts.ts';
import { SITE_NAME } from '#/lib/site.ts';
import { pageUrl, siteUrl } from '#/server/http/site-url.ts';

/** On demand, so item links are SITE_URL of the running server; spelled like the canonical links (no trailing slash). */
export const prerender = false;

export async function GET() {
  const posts = await publishedPosts();
  return rss({
    title: `${SITE_NAME} blog`,
    description: 'Character design, animation principles, animation cost, careers in animation and custom characters.',
    site: siteUrl.href,
    trailingSlash: false,
    items: posts.map(({ id, entry }) => ({
      title: entry.data.title,
      description: entry.data.description,
      pubDate: entry.data.pubDate,
      link: pageUrl(blogUrl(id)),
      author: entry.data.author,
      categories: [TOPICS[entry.data.topic], ...entry.data.tags],
    })),
    customData: '<language>en</language>',
  });
}
