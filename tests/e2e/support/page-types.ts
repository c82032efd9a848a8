import type { Role } from '#/lib/access.ts';

/** One page of each type readers see (prerendered, on demand, MDX with a server island), signed out. */
export const PUBLIC_PAGES = [
  '/', '/about', '/faq', '/contact', '/licenses', '/terms', '/privacy', '/blogs', '/blogs/topic/careers', '/blogs/shape-language-for-cartoon-characters',
  '/cartoon-characters', '/cartoon-characters?type=robots', '/cartoon-characters?q=robot', '/cartoon-characters/bolt-the-robot', '/cartoon-characters/forest-friends-set',
  '/pricing', '/customize', '/customize/maker', '/tutorials', '/cart', '/login', '/register', '/recover-account', '/notifications',
];

/** The pages each role has of its own, beside the public ones. */
export const ROLE_PAGES: Record<Role, string[]> = {
  user: ['/account', '/account/downloads', '/account/custom-orders', '/customize', '/cartoon-characters/bolt-the-robot'],
  contributor: ['/contributor', '/account'],
  admin: ['/admin', '/admin/characters', '/admin/jobs', '/admin/users', '/admin/orders', '/admin/tutorials', '/admin/social-links'],
  super_admin: ['/admin', '/admin/audit', '/admin/currency-rates'],
};
