import { parseRecent, type RecentItem } from '#/lib/favourites.ts';
import { $recentlyViewed, recordView } from '#/stores/favourites.ts';

/** One small card of the list, built with DOM calls (titles are text, never markup). */
function tile(item: RecentItem): HTMLLIElement {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = `/cartoon-characters/${item.slug}`;
  const art = item.hasPreview ? document.createElement('img') : document.createElement('span');
  if (art instanceof HTMLImageElement) Object.assign(art, { src: `/api/characters/${item.id}/preview`, alt: '', width: 120, height: 120, loading: 'lazy', decoding: 'async' });
  else art.className = 'tm-card-noart';
  link.append(art, document.createTextNode(item.title));
  li.append(link);
  return li;
}

/** Shows what was viewed before this page, then records the current character. */
export function showRecent(): void {
  for (const section of document.querySelectorAll<HTMLElement>('[data-recent]')) {
    const current = section.dataset.current ? parseRecent(`[${section.dataset.current}]`)[0] : undefined;
    const items = $recentlyViewed.get().filter((r) => r.id !== current?.id);
    section.querySelector('ul')?.replaceChildren(...items.map(tile));
    section.hidden = items.length === 0;
    if (current) recordView(current);
  }
}
