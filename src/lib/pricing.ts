/**
 * Prices (docs/product-facts.md): characters cost credits or US dollars (cents),
 * per plan, with an optional discount; display in another currency is a
 * conversion only. Pure, shared by server pages and islands.
 */
export const DISCOUNTS = [5, 10, 15, 20, 25, 30] as const;

export const PLAN_INFO = {
  standard: {
    label: 'Standard',
    short: 'Your own projects: videos, ads, websites, apps, games, print up to 500,000 copies.',
    summary:
      'Commercial and personal use in your own projects: videos, online ads, print up to 500,000 copies, presentations, e-learning, websites, apps and games. Not for merchandise, templates, logos or TV/cinema broadcast.',
  },
  extended: {
    label: 'Extended',
    short: 'Adds broadcast, merchandise and products for resale, paid apps, unlimited print runs.',
    summary:
      'Everything Standard allows plus TV, cinema and streaming broadcast, unlimited print runs, merchandise and products for resale, and paid apps and games with unlimited sales.',
  },
} as const;

/**
 * The value of one credit in US cents: the spec's 1 credit = 1 USD. Staff change it at
 * /admin/settings (creditValueCents); every conversion below takes the current value.
 */
export const DEFAULT_CREDIT_VALUE_CENTS = 100;

/** Credits in US cents at a credit value (the "≈ $" of a credit price, a royalty's value). */
export function creditsToCents(credits: number, creditValueCents = DEFAULT_CREDIT_VALUE_CENTS): number {
  return Math.round(credits * creditValueCents);
}

/** A dollar amount payable in credits: whole credits, rounded up (the buyer never pays less). */
export function centsToCredits(cents: number, creditValueCents = DEFAULT_CREDIT_VALUE_CENTS): number {
  return Math.ceil(cents / Math.max(1, creditValueCents));
}

/** Credit packs: their price is their credits at the credit value, less the pack's discount. */
export const CREDIT_PACK_LIST = [
  { id: 'starter', name: 'Starter', credits: 25, discountPercent: 0, note: '' },
  { id: 'studio', name: 'Studio', credits: 100, discountPercent: 10, note: '10 % off' },
  { id: 'agency', name: 'Agency', credits: 300, discountPercent: 20, note: '20 % off' },
] as const;
export type CreditPackId = (typeof CREDIT_PACK_LIST)[number]['id'];
export type CreditPack = (typeof CREDIT_PACK_LIST)[number] & { cents: number };

/** The packs priced at a credit value (cents rounded to the cent). */
export function creditPacks(creditValueCents = DEFAULT_CREDIT_VALUE_CENTS): CreditPack[] {
  return CREDIT_PACK_LIST.map((pack) => ({ ...pack, cents: discounted(creditsToCents(pack.credits, creditValueCents), pack.discountPercent) }));
}

/** The packs at the spec's credit value (what the store shipped with). */
export const CREDIT_PACKS = creditPacks();

export type Priced = {
  priceType: 'credits' | 'currency' | 'free';
  priceStandard: number;
  priceExtended: number;
  discountPercent: number | null;
};

/** The amount after discount, in the character's unit (credits or cents), rounded half up. */
export function discounted(amount: number, discountPercent: number | null): number {
  if (!discountPercent) return amount;
  return Math.round((amount * (100 - discountPercent)) / 100);
}

export type LinePrice = { credits: number; cents: number; listCents: number };

/**
 * What one plan of a character costs. Credits are whole (their `cents` is the "≈ $" at the
 * credit value); a dollar price is also payable in credits at the credit value, rounded up.
 */
export function planPrice(item: Priced, plan: 'standard' | 'extended', creditValueCents = DEFAULT_CREDIT_VALUE_CENTS): LinePrice {
  if (item.priceType === 'free') return { credits: 0, cents: 0, listCents: 0 };
  const list = plan === 'standard' ? item.priceStandard : item.priceExtended;
  const net = discounted(list, item.discountPercent);
  if (item.priceType === 'credits') return { credits: net, cents: creditsToCents(net, creditValueCents), listCents: creditsToCents(list, creditValueCents) };
  return { credits: centsToCredits(net, creditValueCents), cents: net, listCents: list };
}

/** USD cents converted with the geo rate (units of the currency per USD), in the currency's minor units. */
export function convertCents(usdCents: number, rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0) return usdCents;
  return Math.round(usdCents * rate);
}

export function formatMoney(usdCents: number, currencyCode = 'USD', rate = 1): string {
  const code = /^[A-Z]{3}$/.test(currencyCode) ? currencyCode : 'USD';
  const value = convertCents(usdCents, code === 'USD' ? 1 : rate) / 100;
  try {
    return currencyFormat(code).format(value);
  } catch {
    return currencyFormat('USD').format(usdCents / 100);
  }
}

/** Building an Intl.NumberFormat costs far more than formatting: a catalogue page prints dozens of prices. */
const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat(code: string): Intl.NumberFormat {
  let format = formats.get(code);
  if (!format) formats.set(code, (format = new Intl.NumberFormat('en', { style: 'currency', currency: code })));
  return format;
}

export function formatCredits(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
}

/** A file size as shoppers read it next to a download link ("12 KB"; never "0 KB"). */
export function formatKb(size: number): string {
  return `${Math.max(1, Math.round(size / 1024))} KB`;
}

/**
 * What a price shows, in one shape for cards, the buy box and the phone's buy bar: the price to pay,
 * the list price it replaces and the discount (when reduced), and for credits their money value.
 */
export type PriceTag =
  | { unit: 'free' }
  | { unit: 'credits'; credits: number; listCredits: number | null; cents: number; off: number | null }
  | { unit: 'money'; cents: number; listCents: number | null; off: number | null };

export function priceTag(item: Priced, plan: 'standard' | 'extended' = 'standard', creditValueCents = DEFAULT_CREDIT_VALUE_CENTS): PriceTag {
  if (item.priceType === 'free') return { unit: 'free' };
  const price = planPrice(item, plan, creditValueCents);
  const reduced = Boolean(item.discountPercent) && price.listCents !== price.cents;
  const off = reduced ? item.discountPercent : null;
  if (item.priceType === 'currency') return { unit: 'money', cents: price.cents, listCents: reduced ? price.listCents : null, off };
  const list = plan === 'standard' ? item.priceStandard : item.priceExtended;
  return { unit: 'credits', credits: price.credits, listCredits: reduced ? list : null, cents: price.cents, off };
}

/** A price tag as one line of text (the buy bar's label, screen readers): "16 credits (≈ $16.00), was 20 credits". */
export function priceTagText(tag: PriceTag): string {
  if (tag.unit === 'free') return 'Free';
  if (tag.unit === 'money') return `${formatMoney(tag.cents)}${tag.listCents ? `, was ${formatMoney(tag.listCents)}` : ''}`;
  return `${formatCredits(tag.credits)} (≈ ${formatMoney(tag.cents)})${tag.listCredits ? `, was ${formatCredits(tag.listCredits)}` : ''}`;
}
