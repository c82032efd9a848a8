/** Pure blog logic: prose extraction, reading time, pagination, related articles, neighbours, URLs. */
import readingTime from 'reading-time';
import type { Topic } from './blog-schema.ts';

export const POSTS_PER_PAGE = 12;
const WORDS_PER_MINUTE = 220;

/** The readable prose of an MDX body: no imports, JSX tags, comments, link targets or markdown marks. */
export function proseText(body: string): string {
  return body
    .replace(/^---[\s\S]*?\n---\s*\n/, '')
    .replace(/^(import|export)\s.*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?[\s:|-]+\|?\s*$/gm, '')
    .replace(/[#>*_`|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordCount(body: string): number {
  const text = proseText(body);
  return text ? text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length : 0;
}

/** Whole minutes, at least one. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(readingTime(proseText(body), { wordsPerMinute: WORDS_PER_MINUTE }).minutes));
}

export interface PostSummary {
  id: string;
  topic: Topic;
  tags: readonly string[];
  pubDate: Date;
}

export function newestFirst<T extends { pubDate: Date }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime());
}

export function pageCount(total: number, size = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageItems<T>(items: readonly T[], page: number, size = POSTS_PER_PAGE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** Page 1 is the base path itself; later pages are `{base}/page/{n}`. */
export function pageUrl(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

export const blogUrl = (slug: string): string => `/blogs/${slug}`;
export const topicUrl = (topic: Topic): string => `/blogs/topic/${topic}`;

/** Articles closest to `post`: same topic weighs most, then shared tags, then recency. */
export function relatedPosts<T extends PostSummary>(post: T, all: readonly T[], count = 3): T[] {
  const score = (other: T) => (other.topic === post.topic ? 10 : 0) + other.tags.filter((tag) => post.tags.includes(tag)).length;
  return newestFirst(all.filter((other) => other.id !== post.id))
    .map((other, index) => ({ other, rank: score(other) * 1000 - index }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, count)
    .map(({ other }) => other);
}

/** Previous (older) and next (newer) articles in publication order. */
export function neighbours<T extends PostSummary>(post: T, all: readonly T[]): { previous?: T; next?: T } {
  const ordered = newestFirst(all);
  const index = ordered.findIndex((other) => other.id === post.id);
  if (index < 0) return {};
  return { previous: ordered[index + 1], next: index > 0 ? ordered[index - 1] : undefined };
}

export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

/** The table of contents: the article's ## and ### headings. */
export function tableOfContents(headings: readonly Heading[]): Heading[] {
  return headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
}

export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
