/** Build-time access to the blog collection (pages only; not for islands). */
import { getCollection, type CollectionEntry } from 'astro:content';
import { newestFirst, pageCount, pageItems, pageUrl, readingMinutes } from './blog.ts';

export type BlogEntry = CollectionEntry<'blogs'>;

export interface Post {
  id: string;
  entry: BlogEntry;
  topic: BlogEntry['data']['topic'];
  tags: readonly string[];
  pubDate: Date;
  minutes: number;
}

/** Published articles (no drafts), newest first, with their reading time. */
export async function publishedPosts(): Promise<Post[]> {
  const entries = await getCollection('blogs', (entry) => !entry.data.draft);
  const posts = entries.map((entry) => ({
    id: entry.id,
    entry,
    topic: entry.data.topic,
    tags: entry.data.tags,
    pubDate: entry.data.pubDate,
    minutes: readingMinutes(entry.body ?? ''),
  }));
  return newestFirst(posts);
}

export interface ListingPage {
  posts: Post[];
  page: number;
  pages: number;
  base: string;
}

/** Static paths of a paginated listing: `base` for page 1, `base/page/N` after (as a rest parameter). */
export function listingPaths(base: string, posts: readonly Post[]) {
  const pages = pageCount(posts.length);
  return Array.from({ length: pages }, (_, index) => {
    const page = index + 1;
    const rest = page === 1 ? undefined : pageUrl('', page).slice(1);
    return { rest, listing: { posts: pageItems(posts, page), page, pages, base } satisfies ListingPage };
  });
}
