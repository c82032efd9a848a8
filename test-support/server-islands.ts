/**
 * The server-island addresses a page's inline script fetches (Astro `server:defer`), in page order and
 * decoded as the browser requests them. A character page has two: its buy box, then its reviews.
 */
export function serverIslands(html: string): string[] {
  const found = (html.match(/\/_server-islands\/\w+\?[^"'\s<>]+/g) ?? []).map((src) => src.replaceAll('&amp;', '&'));
  return [...new Set(found)];
}

/** The island named `name` (e.g. "CharacterBuyBox") of a page, or undefined. */
export function serverIsland(html: string, name: string): string | undefined {
  return serverIslands(html).find((src) => src.startsWith(`/_server-islands/${name}?`));
}
