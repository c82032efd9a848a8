import { UUID } from '#/lib/ids.ts';

/**
 * A low-cardinality label for a URL, for metrics: ids and slugs become placeholders, so a million
 * character pages are one series.
 */
const SLUG_PARENTS = new Set(['cartoon-characters', 'tutorials', 'blogs', 'character-types', 'og', 'files', 'jobs']);
const ASSET_PREFIXES = ['/_astro/', '/fonts/', '/images/', '/art/'];

export function routeLabel(url: string): string {
  const path = url.split('?')[0] ?? '/';
  const asset = ASSET_PREFIXES.find((prefix) => path.startsWith(prefix));
  if (asset) return `${asset}*`;
  const segments = path.split('/').filter(Boolean).slice(0, 5);
  const labelled = segments.map((segment, i) => {
    if (UUID.test(segment) || /^\d+$/.test(segment)) return ':id';
    const parent = segments[i - 1];
    return parent && SLUG_PARENTS.has(parent) ? ':slug' : segment.slice(0, 40);
  });
  return `/${labelled.join('/')}`;
}
