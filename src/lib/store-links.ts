/** Links from blog prose into the store: which characters, sets and types an article points readers to. */

export type StoreLink = { kind: 'character'; slug: string } | { kind: 'type'; slug: string };

const CHARACTER = /\]\(\/cartoon-characters\/([a-z0-9-]+)\/?\)/g;
const TYPE = /\]\(\/cartoon-characters\?type=([a-z0-9-]+)\)/g;

/** Store links in a markdown body; the bare catalogue link is left out because it points at nothing in particular. */
export function storeLinks(body: string): StoreLink[] {
  const characters = [...body.matchAll(CHARACTER)].map((m) => ({ kind: 'character' as const, slug: m[1] ?? '' }));
  const types = [...body.matchAll(TYPE)].map((m) => ({ kind: 'type' as const, slug: m[1] ?? '' }));
  return [...characters, ...types];
}

export interface LinkedArticle {
  id: string;
  links: readonly StoreLink[];
}

/**
 * Articles for a character page: those that name the character (or a set it belongs to) first, then
 * those that point at its type, then `fallback` (general buying guides) so every page gets `count`.
 */
export function articlesForCharacter<T extends LinkedArticle>(
  item: { slug: string; typeSlug: string; setSlugs?: readonly string[] },
  articles: readonly T[],
  fallback: readonly string[],
  count = 3,
): T[] {
  const named = new Set([item.slug, ...(item.setSlugs ?? [])]);
  const score = (article: T) =>
    article.links.reduce((sum, link) => sum + (link.kind === 'character' && named.has(link.slug) ? 10 : link.kind === 'type' && link.slug === item.typeSlug ? 3 : 0), 0);
  const ranked = articles.map((article) => ({ article, rank: score(article) })).filter((a) => a.rank > 0);
  ranked.sort((a, b) => b.rank - a.rank);
  const picked = ranked.map((a) => a.article).slice(0, count);
  for (const id of fallback) {
    if (picked.length >= count) break;
    const article = articles.find((a) => a.id === id);
    if (article && !picked.includes(article)) picked.push(article);
  }
  return picked;
}
