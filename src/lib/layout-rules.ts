/** Which layout a path uses, whether the custom-character call to action shows, shallow route changes. */
export type LayoutKind = 'admin' | 'contributor' | 'public';

function inArea(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

export function isAdminPath(pathname: string): boolean {
  return inArea(pathname, '/admin');
}

export function isContributorPath(pathname: string): boolean {
  return inArea(pathname, '/contributor');
}

export function layoutFor(pathname: string): LayoutKind {
  if (isAdminPath(pathname)) return 'admin';
  if (isContributorPath(pathname)) return 'contributor';
  return 'public';
}

const NO_CTA_PREFIXES = ['/pricing', '/cartoon-characters'];

/** The "need a custom character?" element shows everywhere but pricing, the catalogue and the work areas. */
export function showsCustomCta(pathname: string): boolean {
  if (layoutFor(pathname) !== 'public') return false;
  return !NO_CTA_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** A route change that keeps the path and changes only the query or the hash shows no progress bar. */
export function isShallowChange(from: URL | string, to: URL | string): boolean {
  const a = new URL(from, 'http://x');
  const b = new URL(to, 'http://x');
  return a.origin === b.origin && a.pathname === b.pathname;
}
