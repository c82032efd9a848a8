import type { Endpoint } from './contract.ts';
import { accountApi } from './account.ts';
import { adminApi } from './admin.ts';
import { artistsApi } from './artists.ts';
import { cartApi } from './cart.ts';
import { couponsApi } from './coupons.ts';
import { catalogueApi } from './catalogue.ts';
import { earningsApi } from './earnings.ts';
import { geoApi } from './geo.ts';
import { healthApi } from './health.ts';
import { jobsApi } from './jobs.ts';
import { pushApi } from './push.ts';
import { reviewsApi } from './reviews.ts';
import { sessionApi } from './session.ts';
import { socialApi } from './social.ts';
import { settingsApi } from './settings.ts';

/** Every JSON endpoint of the store, by resource: the contract test checks each route against it. */
export const CONTRACT: Record<string, Record<string, Endpoint>> = {
  session: sessionApi,
  account: accountApi,
  catalogue: catalogueApi,
  cart: cartApi,
  geo: geoApi,
  health: healthApi,
  push: pushApi,
  jobs: jobsApi,
  admin: adminApi,
  social: socialApi,
  earnings: earningsApi,
  artists: artistsApi,
  settings: settingsApi,
  reviews: reviewsApi,
  coupons: couponsApi,
};

/**
 * Routes that answer something other than JSON, and why: files, images, redirects to another
 * site, and the payment provider's callbacks (their shape is the provider's).
 */
export const NOT_JSON: Record<string, string> = {
  'GET /admin/characters/:id/preview': 'a draft or published preview image or video, for staff',
  'GET /admin/audit/export': 'the audit log as a CSV download',
  'GET /admin/files/:key*': 'a stored file for review (its own content type)',
  'GET /auth/:provider': 'a redirect to the sign-in provider',
  'GET /auth/:provider/callback': 'the provider redirects back here; answers with a redirect into the store',
  'POST /auth/login/form': 'the login page without JavaScript: a form post answered with a redirect',
  'GET /character-types/:slug/preview': 'an image or video',
  'GET /characters/:id/preview': 'an image, the preview clip (?video) or the watermarked Lottie of the reel (?lottie)',
  'GET /characters/:id/gallery/:position': 'a watermarked gallery image',
  'POST /admin/payouts/:id/approve': 'the payout request page\'s confirmed "Yes, pay" form post, answered with a redirect back to the request',
  'POST /admin/payouts/:id/reject': 'the payout request page\'s reject form post, answered with a redirect back to the request',
  'GET /contributor/earnings.csv': 'the artist\'s royalty ledger as a CSV file',
  'GET /downloads/:fileId': 'a purchased file',
  'GET /jobs/files/:fileId': 'a job file',
  'POST /jobs/:id/pay': 'a form post answered with a redirect to the payment page',
  'POST /credit-packs': 'a form post answered with a redirect to the payment page',
  'POST /orders/:id/pay': '"Pay now" on an unpaid order: a form post answered with a redirect to its payment page',
  'POST /orders/:id/cancel': '"Cancel" on an unpaid order: a form post answered with a redirect to the orders page',
  'POST /payments/demo/confirm': 'the demo payment page\'s form post, answered with a redirect',
  'POST /payments/stripe/webhook': 'Stripe\'s signed event; the answer is for Stripe',
};
