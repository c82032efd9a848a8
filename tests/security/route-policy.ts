import type { Method } from './routes.ts';
import { encodeDesign } from '#/lib/maker/design.ts';
import { FIRST_DESIGN } from '#/lib/maker/draw.ts';

/**
 * Who may use each route: the declared authorisation policy of the store.
 * tests/unit/route-policy.test.ts fails when a file under src/pages has no entry
 * here; tests/security/authz-matrix.test.ts requests every route × role on the
 * built server and compares the answers with this table.
 *
 * Levels: public (anyone), signed-in (any role), contributor (contributor only),
 * admin (admin and super_admin), super_admin. A route whose methods
 * differ lists them: `{ GET: 'public', POST: 'admin' }`.
 *
 * `sample`: the concrete address the live test requests. Routes with parameters
 * get a real demo slug where one is known (blog slugs, topics, the demo
 * character) and a dummy id otherwise (NIL_ID, `no-such-…`): for an allowed role a
 * 404 then still proves the request passed the guard, which is all the matrix
 * checks. Entries for routes that have not landed yet are harmless.
 */
export const ACCESS_LEVELS = ['public', 'signed-in', 'contributor', 'admin', 'super_admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
export const ROLES = ['anonymous', 'user', 'contributor', 'admin', 'super_admin'] as const;
export type TestRole = (typeof ROLES)[number];

export type SampleContext = { role: TestRole; userId: string | null };
export type RoutePolicy = {
  access: Access | Partial<Record<Method, Access>>;
  sample?: string | ((ctx: SampleContext) => string);
  /** The request ends the caller's session (logout): the live test signs in again afterwards. */
  endsSession?: boolean;
};

export const NIL_ID = '00000000-0000-4000-8000-000000000000';
const PUBLIC: RoutePolicy = { access: 'public' };
const SIGNED_IN: RoutePolicy = { access: 'signed-in' };
const ADMIN: RoutePolicy = { access: 'admin' };
const CONTRIBUTOR: RoutePolicy = { access: 'contributor' };
const ARTICLE = 'shape-language-for-cartoon-characters';

export const ROUTE_POLICY: Record<string, RoutePolicy> = {
  // Public pages, static (prerendered) and on demand.
  '/': PUBLIC,
  '/404': PUBLIC,
  '/500': PUBLIC,
  '/about': PUBLIC,
  '/contact': PUBLIC,
  '/faq': PUBLIC,
  '/licenses': PUBLIC,
  '/privacy': PUBLIC,
  '/terms': PUBLIC,
  '/blogs/[...page]': { access: 'public', sample: '/blogs' },
  '/blogs/[slug]': { access: 'public', sample: `/blogs/${ARTICLE}` },
  '/blogs/topic/[topic]/[...page]': { access: 'public', sample: '/blogs/topic/careers' },
  '/og/blogs/[slug].png': { access: 'public', sample: `/og/blogs/${ARTICLE}.png` },
  '/robots.txt': PUBLIC,
  '/rss.xml': PUBLIC,
  '/sitemap.xml': PUBLIC,
  '/sitemap-index.xml': PUBLIC,
  '/sitemaps/[part].xml': { access: 'public', sample: '/sitemaps/1.xml' },
  '/feeds/products.xml': PUBLIC,
  '/og/characters/[slug].png': { access: 'public', sample: '/og/characters/no-such-character.png' },
  '/login': PUBLIC,
  '/register': PUBLIC,
  '/recover-account': PUBLIC,
  '/unlock-account': PUBLIC,
  '/og/site.png': PUBLIC,
  '/customize/examples/[file].webp': { access: 'public', sample: '/customize/examples/pixel-the-app-guide-1.webp' },
  '/api/search/suggest': PUBLIC,
  '/api/search/count': PUBLIC,
  '/api/characters/[id]/gallery/[position]': { access: 'public', sample: `/api/characters/${NIL_ID}/gallery/0` },
  '/cartoon-characters': PUBLIC,
  '/artists/[slug]': { access: 'public', sample: '/artists/demo-artist' },
  '/cartoon-characters/[slug]': { access: 'public', sample: '/cartoon-characters/no-such-character' },
  // A draft's preview: staff and its artist only, everyone else a 404 (per record: authz-matrix.test.ts).
  '/cartoon-characters/[slug]/preview': { access: 'public', sample: '/cartoon-characters/no-such-character/preview' },
  '/pricing': PUBLIC,
  '/cart': PUBLIC,
  '/customize': PUBLIC,
  '/customize/maker': PUBLIC,
  '/customize/maker/files/[id]': { access: 'signed-in', sample: `/customize/maker/files/${NIL_ID}` },
  '/tutorials': PUBLIC,
  '/tutorials/[slug]': { access: 'public', sample: '/tutorials/no-such-tutorial' },
  '/tutorials/illustrations/[name].svg': { access: 'public', sample: '/tutorials/illustrations/which-licence-do-i-need-chart.svg' },
  '/notifications': PUBLIC,
  '/firebase-messaging-sw.js': PUBLIC,
  '/files/[...key]': { access: 'public', sample: '/files/public/no-such-file.png' },
  '/apiFirewall/save-fcm-token': { access: 'public' },
  '/collections/[token]': { access: 'public', sample: '/collections/no-such-shared-collection-token' },

  // Pages of a signed-in account (signed-out visitors are sent to sign in).
  '/account': SIGNED_IN,
  '/account/downloads': SIGNED_IN,
  '/account/invoices': SIGNED_IN,
  '/account/licences': SIGNED_IN,
  '/account/licences/[id]': { access: 'signed-in', sample: `/account/licences/${NIL_ID}` },
  '/account/licences/custom/[id]': { access: 'signed-in', sample: `/account/licences/custom/${NIL_ID}` },
  '/account/licences/[id]/certificate.pdf': { access: 'signed-in', sample: `/account/licences/${NIL_ID}/certificate.pdf` },
  '/licences/verify/[token]': { access: 'public', sample: '/licences/verify/no-such-verification-token' },
  '/account/custom-orders': SIGNED_IN,
  '/account/custom-orders/[id]': { access: 'signed-in', sample: `/account/custom-orders/${NIL_ID}` },
  '/checkout': SIGNED_IN,
  '/checkout/demo/[orderId]': { access: 'signed-in', sample: `/checkout/demo/${NIL_ID}` },
  '/checkout/complete/[orderId]': { access: 'signed-in', sample: `/checkout/complete/${NIL_ID}` },
  '/account/orders': SIGNED_IN,
  '/account/orders/[id]': { access: 'signed-in', sample: `/account/orders/${NIL_ID}` },
  '/account/orders/[id]/invoice.pdf': { access: 'signed-in', sample: `/account/orders/${NIL_ID}/invoice.pdf` },
  '/account/credit-notes/[id].pdf': { access: 'signed-in', sample: `/account/credit-notes/${NIL_ID}.pdf` },
  '/account/credits': SIGNED_IN,
  '/account/favourites': SIGNED_IN,
  '/account/collections': SIGNED_IN,
  '/account/collections/[id]': { access: 'signed-in', sample: `/account/collections/${NIL_ID}` },

  // Areas: redirect to '/' before any HTML when denied.
  '/admin': ADMIN,
  '/admin/audit': ADMIN,
  '/admin/settings': ADMIN,
  '/admin/users': ADMIN,
  '/admin/social-links': ADMIN,
  '/admin/announcements': ADMIN,
  '/admin/jobs': ADMIN,
  '/admin/jobs/[id]': { access: 'admin', sample: `/admin/jobs/${NIL_ID}` },
  '/admin/tutorials': ADMIN,
  '/admin/tutorials/new': ADMIN,
  '/admin/tutorials/[id]': { access: 'admin', sample: `/admin/tutorials/${NIL_ID}` },
  '/admin/customize-levels': ADMIN,
  '/admin/customize-levels/new': ADMIN,
  '/admin/customize-levels/[id]': { access: 'admin', sample: `/admin/customize-levels/${NIL_ID}` },
  '/admin/characters': ADMIN,
  '/admin/characters/new': ADMIN,
  '/admin/characters/[id]': { access: 'admin', sample: `/admin/characters/${NIL_ID}` },
  '/admin/character-types': ADMIN,
  '/admin/character-types/[id]': { access: 'admin', sample: `/admin/character-types/${NIL_ID}` },
  '/admin/currency-rates': ADMIN,
  '/admin/orders': ADMIN,
  '/admin/orders/[number]': { access: 'admin', sample: '/admin/orders/TM-999999' },
  '/admin/reviews': ADMIN,
  '/admin/coupons': ADMIN,
  '/admin/social-links/[id]': { access: 'admin', sample: `/admin/social-links/${NIL_ID}` },
  '/contributor': CONTRIBUTOR,
  '/contributor/earnings': CONTRIBUTOR,
  '/admin/payouts': ADMIN,
  '/admin/payouts/[id]': { access: 'admin', sample: `/admin/payouts/${NIL_ID}` },
  '/contributor/jobs/[id]': { access: 'contributor', sample: `/contributor/jobs/${NIL_ID}` },
  '/contributor/characters': CONTRIBUTOR,
  '/contributor/characters/new': CONTRIBUTOR,
  '/contributor/sets/new': CONTRIBUTOR,
  '/contributor/characters/[id]': { access: 'contributor', sample: `/contributor/characters/${NIL_ID}` },
  '/contributor/profile': CONTRIBUTOR,
  '/admin/review': ADMIN,
  '/admin/review/[id]': { access: 'admin', sample: `/admin/review/${NIL_ID}` },

  // Public APIs.
  '/api/health': PUBLIC,
  '/api/ready': PUBLIC,
  '/api/geolocation': PUBLIC,
  '/api/push/config': PUBLIC,
  '/api/apiFirewall/save-fcm-token': PUBLIC,
  '/api/cart/quote': PUBLIC,
  '/api/cart': SIGNED_IN,
  '/api/account/tax-profile': SIGNED_IN,
  '/api/cart/[characterId]/[plan]': { access: 'signed-in', sample: `/api/cart/${NIL_ID}/standard` },
  '/api/character-types/[slug]/preview': { access: 'public', sample: '/api/character-types/no-such-type/preview' },
  '/api/characters/[id]/preview': { access: 'public', sample: `/api/characters/${NIL_ID}/preview` },
  '/api/payments/stripe/webhook': { access: 'public' }, // authenticated by the Stripe signature, not a session
  '/api/auth/check-session': PUBLIC,
  '/api/auth/login': PUBLIC,
  '/api/auth/login/form': PUBLIC, // the header's sign-in modal: a form post answered with a 303
  '/api/auth/login/success': SIGNED_IN, // completes a social login: the session must exist
  '/api/auth/register': PUBLIC,
  '/api/auth/recover': PUBLIC,
  '/api/auth/reset-password': PUBLIC,
  '/api/auth/logout': { access: 'public', endsSession: true },
  '/api/auth/[provider]': { access: 'public', sample: '/api/auth/no-such-provider' },
  '/api/auth/[provider]/callback': { access: 'public', sample: '/api/auth/no-such-provider/callback' },

  // APIs of a signed-in account; ownership is checked by the domain (a dummy id gives 404).
  '/api/auth/change-password': SIGNED_IN,
  '/api/auth/profile': SIGNED_IN,
  '/api/auth/sessions': SIGNED_IN,
  '/api/auth/sessions/[id]': { access: 'signed-in', sample: `/api/auth/sessions/${NIL_ID}` },
  '/api/users/[id]': { access: 'signed-in', sample: ({ userId }) => `/api/users/${userId ?? NIL_ID}` },
  '/api/checkout': SIGNED_IN,
  '/api/characters/[id]/reviews': { access: 'signed-in', sample: `/api/characters/${NIL_ID}/reviews` },
  '/api/reviews/[id]/report': { access: 'signed-in', sample: `/api/reviews/${NIL_ID}/report` },
  '/api/reviews/[id]/reply': { access: 'signed-in', sample: `/api/reviews/${NIL_ID}/reply` },
  '/api/credit-packs': SIGNED_IN,
  '/api/orders/[id]/pay': { access: 'signed-in', sample: `/api/orders/${NIL_ID}/pay` },
  '/api/orders/[id]/cancel': { access: 'signed-in', sample: `/api/orders/${NIL_ID}/cancel` },
  '/api/licences/[id]/project': { access: 'signed-in', sample: `/api/licences/${NIL_ID}/project` },
  '/api/payments/demo/confirm': SIGNED_IN,
  '/api/downloads/[fileId]': { access: 'signed-in', sample: `/api/downloads/${NIL_ID}` },
  '/api/jobs': SIGNED_IN,
  '/api/maker/designs': SIGNED_IN,
  '/api/maker/designs/[id]': { access: 'signed-in', sample: `/api/maker/designs/${NIL_ID}` },
  '/api/maker/characters': SIGNED_IN,
  '/api/maker/characters/[id]/files': { access: 'signed-in', sample: `/api/maker/characters/${NIL_ID}/files` },
  '/api/maker/design.svg': { access: 'public', sample: `/api/maker/design.svg?d=${encodeDesign(FIRST_DESIGN)}` },
  '/api/maker/design.png': { access: 'public', sample: `/api/maker/design.png?d=${encodeDesign(FIRST_DESIGN)}` },
  '/api/jobs/[id]': { access: 'signed-in', sample: `/api/jobs/${NIL_ID}` },
  '/api/jobs/[id]/[action]': { access: 'signed-in', sample: `/api/jobs/${NIL_ID}/approve` },
  '/api/jobs/[id]/pay': { access: 'signed-in', sample: `/api/jobs/${NIL_ID}/pay` },
  '/api/jobs/[id]/messages': { access: 'signed-in', sample: `/api/jobs/${NIL_ID}/messages` },
  '/api/jobs/files/[fileId]': { access: 'signed-in', sample: `/api/jobs/files/${NIL_ID}` },
  '/api/favourites': SIGNED_IN,
  '/api/favourites/[characterId]': { access: 'signed-in', sample: `/api/favourites/${NIL_ID}` },
  '/api/collections': SIGNED_IN,
  '/api/collections/[id]': { access: 'signed-in', sample: `/api/collections/${NIL_ID}` },
  '/api/collections/[id]/order': { access: 'signed-in', sample: `/api/collections/${NIL_ID}/order` },
  '/api/collections/[id]/items/[characterId]': { access: 'signed-in', sample: `/api/collections/${NIL_ID}/items/${NIL_ID}` },

  // Contributor APIs (the middleware answers 401/403 for all of /api/contributor); ownership gives 404.
  '/api/contributor/characters': CONTRIBUTOR,
  '/api/contributor/characters/[id]': { access: 'contributor', sample: `/api/contributor/characters/${NIL_ID}` },
  '/api/contributor/characters/[id]/files': { access: 'contributor', sample: `/api/contributor/characters/${NIL_ID}/files` },
  '/api/contributor/characters/[id]/files/[fileId]': { access: 'contributor', sample: `/api/contributor/characters/${NIL_ID}/files/${NIL_ID}` },
  '/api/contributor/characters/[id]/members': { access: 'contributor', sample: `/api/contributor/characters/${NIL_ID}/members` },
  '/api/contributor/sets': CONTRIBUTOR,
  '/api/contributor/characters/[id]/answers': { access: 'contributor', sample: `/api/contributor/characters/${NIL_ID}/answers` },
  '/api/contributor/characters/[id]/submit': { access: 'contributor', sample: `/api/contributor/characters/${NIL_ID}/submit` },
  '/api/contributor/characters/[id]/unpublish': { access: 'contributor', sample: `/api/contributor/characters/${NIL_ID}/unpublish` },
  '/api/contributor/profile': CONTRIBUTOR,

  // Admin APIs (the middleware answers 401/403 for all of /api/admin).
  '/api/admin/review/[id]': { access: 'admin', sample: `/api/admin/review/${NIL_ID}` },
  '/api/admin/audit': ADMIN,
  '/api/admin/audit/export': ADMIN,
  '/api/admin/settings': ADMIN,
  '/api/settings': PUBLIC,
  '/api/admin/announcements': ADMIN,
  '/api/admin/files/[...key]': { access: 'admin', sample: '/api/admin/files/private/no-such-file' },
  '/api/admin/customize-levels': ADMIN,
  '/api/admin/customize-levels/[id]': { access: 'admin', sample: `/api/admin/customize-levels/${NIL_ID}` },
  '/api/admin/social-links': ADMIN,
  '/api/admin/social-links/[id]': { access: 'admin', sample: `/api/admin/social-links/${NIL_ID}` },
  '/api/admin/tutorials': ADMIN,
  '/api/admin/tutorials/[id]': { access: 'admin', sample: `/api/admin/tutorials/${NIL_ID}` },
  '/api/admin/tutorials/slug': { access: 'admin', sample: '/api/admin/tutorials/slug?slug=no-such-tutorial' },
  '/api/admin/users': ADMIN,
  '/api/admin/users/disable': ADMIN,
  '/api/admin/jobs': ADMIN,
  '/api/admin/jobs/action': ADMIN,
  '/api/admin/characters': ADMIN,
  '/api/admin/characters/[id]': { access: 'admin', sample: `/api/admin/characters/${NIL_ID}` },
  '/api/admin/characters/[id]/files': { access: 'admin', sample: `/api/admin/characters/${NIL_ID}/files` },
  '/api/admin/characters/[id]/files/[fileId]': { access: 'admin', sample: `/api/admin/characters/${NIL_ID}/files/${NIL_ID}` },
  '/api/admin/characters/[id]/members': { access: 'admin', sample: `/api/admin/characters/${NIL_ID}/members` },
  '/api/admin/characters/[id]/preview': { access: 'admin', sample: `/api/admin/characters/${NIL_ID}/preview` },
  '/api/admin/characters/status': ADMIN,
  '/api/admin/characters/slug': { access: 'admin', sample: '/api/admin/characters/slug?slug=no-such-character' },
  '/api/admin/characters/[id]/status': { access: 'admin', sample: `/api/admin/characters/${NIL_ID}/status` },
  '/api/admin/character-types': ADMIN,
  '/api/admin/character-types/[id]': { access: 'admin', sample: `/api/admin/character-types/${NIL_ID}` },
  '/api/admin/credits': ADMIN,
  '/api/admin/currency-rates': ADMIN,
  '/api/admin/currency-rates/[code]': { access: 'admin', sample: '/api/admin/currency-rates/XXX' },
  '/api/admin/orders': ADMIN,
  '/api/admin/reviews': ADMIN,
  '/api/admin/reviews/[id]/hide': { access: 'admin', sample: `/api/admin/reviews/${NIL_ID}/hide` },
  '/api/admin/reviews/[id]/unhide': { access: 'admin', sample: `/api/admin/reviews/${NIL_ID}/unhide` },
  '/api/admin/coupons': ADMIN,
  '/api/admin/coupons/[id]/active': { access: 'admin', sample: `/api/admin/coupons/${NIL_ID}/active` },
  '/api/admin/orders/[id]/refund': { access: 'admin', sample: `/api/admin/orders/${NIL_ID}/refund` },
  '/api/admin/orders/[id]/receipt': { access: 'admin', sample: `/api/admin/orders/${NIL_ID}/receipt` },
  '/api/admin/orders/[id]/licence': { access: 'admin', sample: `/api/admin/orders/${NIL_ID}/licence` },
  '/api/admin/users/[id]/disable': { access: 'admin', sample: `/api/admin/users/${NIL_ID}/disable` },
  '/api/admin/users/[id]/end-sessions': { access: 'admin', sample: `/api/admin/users/${NIL_ID}/end-sessions` },
  '/api/admin/users/[id]/role': { access: 'admin', sample: `/api/admin/users/${NIL_ID}/role` },
  '/api/admin/payouts/[id]/approve': { access: 'admin', sample: `/api/admin/payouts/${NIL_ID}/approve` },
  '/api/admin/payouts/[id]/reject': { access: 'admin', sample: `/api/admin/payouts/${NIL_ID}/reject` },
  '/api/admin/royalty-rates': ADMIN,
  // E2E only (moves the royalty clock); elsewhere an admin gets 404, everyone else 401/403 first.
  '/api/testing/royalty-clock': ADMIN,

  // An artist's earnings and payouts.
  '/api/contributor/payout-details': CONTRIBUTOR,
  '/api/contributor/sale-notices': CONTRIBUTOR,
  '/api/contributor/payouts': CONTRIBUTOR,
  '/api/contributor/earnings.csv': CONTRIBUTOR,
};

/** Whether a role may use a route at a given access level. */
export function allows(access: Access, role: TestRole): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return role !== 'anonymous';
    case 'contributor':
      return role === 'contributor';
    case 'admin':
      return role === 'admin' || role === 'super_admin';
    case 'super_admin':
      return role === 'super_admin';
  }
}

export function accessFor(policy: RoutePolicy, method: Method): Access | undefined {
  return typeof policy.access === 'string' ? policy.access : policy.access[method];
}

export function sampleUrl(pattern: string, policy: RoutePolicy, ctx: SampleContext): string {
  if (typeof policy.sample === 'function') return policy.sample(ctx);
  if (policy.sample) return policy.sample;
  if (pattern.includes('[')) throw new Error(`${pattern} has parameters: give its policy a sample address`);
  return pattern;
}
