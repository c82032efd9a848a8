/** The store's name: the one place it is spelled. */
export const SITE_NAME = 'Toonmart';
export const DEFAULT_TITLE = 'Cartoon characters';
/** Where customers write; the default of the support email in the store settings. */
export const SUPPORT_EMAIL = 'support@toonmart.test';
export const SITE_TAGLINE = 'Cartoon and animated characters, ready to use or made for you';

/**
 * Paths whose pages set their whole <title> themselves (the automatic
 * "{title} | Toonmart" suffix is not added). Matched exactly or as a prefix
 * when the entry ends with "/".
 */
export const TITLE_SUPPRESSED_PATHS: readonly string[] = ['/'];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function suppressesTitle(pathname: string, list: readonly string[] = TITLE_SUPPRESSED_PATHS): boolean {
  const path = normalise(pathname);
  return list.some((entry) => (entry.length > 1 && entry.endsWith('/') ? path.startsWith(entry) : path === entry));
}

/** `{page title or a short default title} | Toonmart`, unless the path sets its own title. */
export function buildTitle(pageTitle: string | undefined, pathname: string, list?: readonly string[], siteName: string = SITE_NAME): string {
  const title = pageTitle?.trim() || DEFAULT_TITLE;
  if (suppressesTitle(pathname, list)) return title;
  return `${title} | ${siteName}`;
}
