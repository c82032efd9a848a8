import { TOPIC_SLUGS } from '#/lib/blog-schema.ts';
import { blogUrl, topicUrl } from '#/lib/blog.ts';
import { listingPaths, publishedPosts } from '#/lib/blog-posts.ts';
import { ON_DEMAND_SITEMAP_ROUTES } from '#/lib/routes.ts';
import type { SitemapEntry } from './sitemap.ts';

/** The indexable pages that are not rows of the database: content pages, the blog, the on-demand hubs. */
const CONTENT_PAGES = ['/', '/about', '/contact', '/faq', '/licenses', '/privacy', '/terms'];

export async function staticSitemapEntries(): Promise<SitemapEntry[]> {
  const posts = await publishedPosts();
  const newest = posts[0]?.entry.data.updatedDate;
  const listings = [
    ...listingPaths('/blogs', posts).map(({ rest }) => (rest ? `/blogs/${rest}` : '/blogs')),
    ...TOPIC_SLUGS.flatMap((topic) => listingPaths(topicUrl(topic), posts.filter((p) => p.topic === topic)).map(({ rest }) => (rest ? `${topicUrl(topic)}/${rest}` : topicUrl(topic)))),
  ];
  return [
    ...CONTENT_PAGES.map((path) => ({ path })),
    ...ON_DEMAND_SITEMAP_ROUTES.map((path) => ({ path })),
    ...listings.map((path) => ({ path, lastmod: newest })),
    ...posts.map((post) => ({ path: blogUrl(post.id), lastmod: post.entry.data.updatedDate })),
  ];
}
