import { z } from '#/lib/zod.ts';
import { cartLineSchema, PLANS } from '#/lib/cart.ts';
import { endpoint } from './contract.ts';
import { quoteTax } from '#/lib/tax.ts';

/** Pricing a cart and paying it. The browser names characters and plans; the server prices every line. */
// Quote lines are read loosely: a stale or tampered line is dropped by the server, not a reason to refuse the cart.
// A coupon code is read loosely too: an unknown or malformed one answers `couponError`, never a refusal.
export const quoteRequest = z.object({ lines: z.array(z.object({ characterId: z.string().max(64), plan: z.string().max(16) })).max(50), coupon: z.string().max(64).optional() });

export const quotedLine = z.object({
  characterId: z.string(),
  plan: z.enum(PLANS),
  slug: z.string(),
  title: z.string(),
  kind: z.enum(['graphi', 'graphiSet']),
  priceType: z.enum(['credits', 'currency', 'free']),
  credits: z.number().int(),
  cents: z.number().int(),
  listCents: z.number().int(),
});
export type QuotedLine = z.infer<typeof quotedLine>;

/**
 * `totalCredits`: what the credit-priced lines cost in credits; `totalCents`: what the
 * currency-priced lines cost in USD cents. Each line is paid in the unit of its price.
 */
export const quote = z.object({
  lines: z.array(quotedLine),
  dropped: z.number().int(),
  totalCredits: z.number().int(),
  totalCents: z.number().int(),
  /** Before the coupon; equal to the totals when none applies. */
  subtotalCredits: z.number().int(),
  subtotalCents: z.number().int(),
  discountCredits: z.number().int(),
  discountCents: z.number().int(),
  /** The coupon applied (its code and what it gives), or why the code asked for was not applied. */
  coupon: z.object({ code: z.string(), summary: z.string() }).nullable(),
  couponError: z.string().nullable(),
  /** The value of one credit in US cents when quoted (store settings): the top-up's pack prices. */
  creditValueCents: z.number().int().positive().optional(),
  /** The signed-in shopper's credit balance (null signed out): with `creditSplit` it says what the card pays. */
  balance: z.number().int().nullable().optional(),
  /** The VAT the checkout adds to the card part for this buyer (or why checkout is refused until they say where they are); null signed out. */
  tax: quoteTax.nullable().optional(),
});
export type Quote = z.infer<typeof quote>;

export const checkoutRequest = z.object({
  idempotencyKey: z.string().min(8).max(100),
  lines: z.array(z.object({ characterId: z.string().max(64), plan: z.enum(PLANS) })).min(1).max(50),
  coupon: z.string().max(64).optional(),
  /**
   * Whether the buyer's credit balance pays the credit-priced items (true when left out). Whatever it
   * does not cover is bought by card in the same order at the store's credit value.
   */
  useCredits: z.boolean().optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/**
 * `status` paid: everything was paid with credits (or free), `location` is the confirmation;
 * pending: the money part waits for the payment provider at `location`, the credits are held.
 */
export const checkoutResult = z.object({
  orderId: z.string(),
  number: z.string(),
  status: z.enum(['paid', 'pending']),
  totalCredits: z.number().int(),
  totalCents: z.number().int(),
  balance: z.number().int(),
  lines: z.number().int(),
  repeated: z.boolean(),
  location: z.string(),
});
export type CheckoutResult = z.infer<typeof checkoutResult>;

/**
 * A signed-in shopper's cart, kept with the account (the same lines the browser keeps). The browser's
 * lines are read loosely at the merge: what is stale or unknown is skipped, never a refusal.
 */
export const accountCart = z.object({ lines: z.array(cartLineSchema) });
export const mergeCartRequest = z.object({
  lines: z.array(z.object({ characterId: z.string().max(64), plan: z.string().max(16), addedAt: z.number().int().nonnegative().optional() })).max(100),
});
/** A line left out of the merged cart because the shopper already owns it: the page names it. */
export const cartNote = z.object({ characterId: z.string(), plan: z.enum(PLANS), title: z.string() });
export type CartNote = z.infer<typeof cartNote>;
export const mergedCart = accountCart.extend({ dropped: z.array(cartNote) });

export const cartApi = {
  quote: endpoint('POST', '/cart/quote', { request: quoteRequest, response: quote }),
  checkout: endpoint('POST', '/checkout', { request: checkoutRequest, response: checkoutResult }),
  accountCart: endpoint('GET', '/cart', { response: accountCart }),
  mergeCart: endpoint('POST', '/cart', { request: mergeCartRequest, response: mergedCart }),
  addLine: endpoint('PUT', '/cart/:characterId/:plan', { response: accountCart }),
  removeLine: endpoint('DELETE', '/cart/:characterId/:plan', { response: accountCart }),
};
