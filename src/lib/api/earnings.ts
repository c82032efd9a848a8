import { z } from '#/lib/zod.ts';
import { endpoint } from './contract.ts';

/**
 * Artists' earnings and payouts (issue 19): payout details (with the tax placeholder),
 * payout requests, and the admins' royalty rates. Payout decisions and the CSV export
 * are form posts and a file (NOT_JSON in index.ts).
 */
const text = (label: string, max: number) => z.string().trim().min(2, `Enter your ${label}.`).max(max);

export const payoutDetailsSchema = z.object({
  legalName: text('legal name (as on your tax documents)', 120),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'A two-letter country code, e.g. US or DE.'),
  account: z.string().trim().min(4, 'Enter your bank account or IBAN.').max(64),
  stripeAccount: z.union([z.literal(''), z.string().trim().regex(/^acct_[A-Za-z0-9]{4,40}$/, 'A Stripe account id starts with acct_.')]).default(''),
});
export type PayoutDetails = z.output<typeof payoutDetailsSchema>;

export const payoutRequestSchema = z.object({
  // The minimum is a store setting: the server checks it and names it (payouts.ts).
  amount: z.coerce.number({ message: 'Enter an amount in dollars.' }).min(0.01, 'Enter an amount in dollars.').max(1_000_000).multipleOf(0.01, 'Dollars and cents only.'),
});

export const royaltyRateSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter the artist\'s email address.')),
  percent: z.coerce.number().int('A whole percentage.').min(0).max(100, 'At most 100 %.'),
});

/** Which notices an artist gets for each sale of their characters (a form's checkboxes, or JSON booleans). */
const onOff = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());
export const saleNoticesSchema = z.object({ mail: onOff, push: onOff });

const maskedDetails = z.object({ legalName: z.string(), country: z.string(), account: z.string(), stripeAccount: z.string() });

/** `reset` first puts the clock back to real time, so a test's sale starts pending whatever ran before it. */
export const clockRequestSchema = z.object({ days: z.number().int().min(0).max(365), reset: z.boolean().optional() });

const payout = z.looseObject({ id: z.uuid(), cents: z.number().int(), status: z.enum(['requested', 'paid', 'rejected', 'failed']) });

export const earningsApi = {
  // Answered masked (all but the last characters hidden), so the answer is plain strings.
  payoutDetails: endpoint('POST', '/contributor/payout-details', { request: payoutDetailsSchema, response: maskedDetails }),
  saleNotices: endpoint('POST', '/contributor/sale-notices', { request: saleNoticesSchema, response: z.object({ mail: z.boolean(), push: z.boolean() }) }),
  requestPayout: endpoint('POST', '/contributor/payouts', { request: payoutRequestSchema, response: payout }),
  royaltyRate: endpoint('POST', '/admin/royalty-rates', { request: royaltyRateSchema, response: z.object({ artistId: z.uuid(), percent: z.number().int() }) }),
  advanceClock: endpoint('POST', '/testing/royalty-clock', { request: clockRequestSchema, response: z.object({ offsetDays: z.number().int() }) }),
};

export const payoutRejectionSchema = z.object({ reason: z.string().trim().min(5).max(500) });

/** "Approve and pay" is confirmed by sending back the exact amount (cents) the admin was shown. */
export const payoutApprovalSchema = z.object({ confirmCents: z.coerce.number().int().positive() });
