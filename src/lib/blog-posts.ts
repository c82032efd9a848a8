/** Build-time access to the blog collection (pages only; not for islands). */
import { getCollection, type CollectionEntry } from 'astro:content';
import { newestFirst, pageCount, pageItems, pageUrl, readingMinutes } from './blog.ts';
import { articlesForCharacter, storeLinks } from './store-links.ts';

export type BlogEntry = CollectionEntry<'blogs'>;

export interface Post {
  id: string;
  entry: BlogEntry;
  topic: BlogEntry['data']['topic'];
  tags: readonly string[];
  pubDate: Date;
  minutes: number;
}

// The collection is fixed at build time, and on-demand pages (home, character pages) ask for it on
// every request: reading time and store links are worked out once per process (in dev, every time).
let posts: Promise<Post[]> | undefined;
let linked: Promise<(Post & { links: ReturnType<typeof storeLinks> })[]> | undefined;

/** Published articles (no drafts), newest first, with their reading time. */
export async function publishedPosts(): Promise<Post[]> {
  if (import.meta.env.DEV || !posts) {
    posts = readPublishedPosts();
    posts.catch(() => (posts = undefined));
  }
  return [...(await posts)];
}

async function readPublishedPosts(): Promise<Post[]> {
  const entries = await getCollection('blogs', (entry) => !entry.data.draft);
  return newestFirst(
    entries.map((entry) => ({
      id: entry.id,
      entry,
      topic: entry.data.topic,
      tags: entry.data.tags,
      pubDate: entry.data.pubDate,
      minutes: readingMinutes(entry.body ?? ''),
    })),
  );
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

/** General buying guides that suit any character page when no article names its type. */
const STORE_FALLBACK = ['stock-vs-custom-characters', 'reusing-characters-across-campaigns', 'how-much-does-character-animation-cost'];

/** Articles to show on a character or set page, chosen by the store links in their text. */
export async function articlesForStoreItem(item: { slug: string; typeSlug: string; setSlugs?: readonly string[] }, count = 3): Promise<Post[]> {
  if (import.meta.env.DEV || !linked) linked = publishedPosts().then((all) => all.map((post) => ({ ...post, links: storeLinks(post.entry.body ?? '') })));
  return articlesForCharacter(item, await linked, STORE_FALLBACK, count);
}
