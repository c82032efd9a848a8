import type { CollectionVisibility } from './api/social.ts';

/** How each visibility reads on the account pages and the editor. */
export const VISIBILITY_LABEL: Record<CollectionVisibility, string> = {
  private: 'Private',
  link: 'Shared by link (not listed in search engines)',
  public: 'Public (search engines may list it)',
};

/** The address of a shared collection. */
export const sharedPath = (token: string) => `/collections/${token}`;

/** Moves one entry up (-1) or down (+1); out of range leaves the list as it is. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
