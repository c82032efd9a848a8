import { isAdminRole, type Role } from './access.ts';

/**
 * Who may see a character before it is on sale (its page, preview image and gallery views):
 * staff, and the artist who sells it. Everyone else is told it does not exist (404).
 */
export type Viewer = { id: string; role: Role } | null | undefined;

export function mayPreview(viewer: Viewer, artistId: string | null): boolean {
  if (!viewer) return false;
  return isAdminRole(viewer.role) || (artistId !== null && artistId === viewer.id);
}

/** A page or file only its viewer may see: no shared or browser cache keeps it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The headers of a preview page: private to its viewer and kept out of search engines. */
export function previewResponse(headers: Headers): void {
  headers.set('cache-control', PRIVATE_CACHE_CONTROL);
  headers.set('x-robots-tag', 'noindex, nofollow');
}
