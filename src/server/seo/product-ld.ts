/**
 * schema.org descriptions of what the store sells (pure): a character or set as a Product with one
 * Offer per licence plan, lists of them as ItemList, the store as Organization. Typed with schema-dts,
 * so a misspelt property or a wrong value type fails `astro check`.
 */
import type { AggregateRating, ItemList, MergeLeafTypes, Offer, Organization, Product, ProductLeaf, Review, VisualArtworkLeaf, WithContext } from 'schema-dts';
import { DEFAULT_CREDIT_VALUE_CENTS, formatMoney, planPrice, PLAN_INFO, type Priced } from '#/lib/pricing.ts';
import { SITE_NAME } from '#/lib/site.ts';

export type ProductFacts = Priced & {
  slug: string;
  title: string;
  description: string;
  kind: 'graphi' | 'graphiSet';
  typeName: string;
  /** The page's canonical address. */
  url: string;
  /** Absolute addresses of every preview image shown in the gallery. */
  images: string[];
  /** US cents per credit (store settings); the spec's 1 USD when not given. */
  creditValueCents?: number;
};

/** A free sample is also a creative work that is free to access (isAccessibleForFree belongs to CreativeWork). */
type FreeSample = MergeLeafTypes<[ProductLeaf, VisualArtworkLeaf]>;

const IN_STOCK = 'https://schema.org/InStock';
const PLANS = ['standard', 'extended'] as const;

/** Price in USD with two decimals; credits are explained with what one credit is worth at list price. */
export function planOffer(item: ProductFacts, plan: (typeof PLANS)[number], home: string): Offer {
  const creditValue = item.creditValueCents ?? DEFAULT_CREDIT_VALUE_CENTS;
  const price = planPrice(item, plan, creditValue);
  const credits = item.priceType === 'credits' ? ` Paid with ${price.credits} credits (1 credit is worth ${formatMoney(creditValue)} at list price).` : '';
  return {
    '@type': 'Offer',
    name: item.priceType === 'free' ? `${PLAN_INFO[plan].label} licence, free sample` : `${PLAN_INFO[plan].label} licence`,
    description: `${PLAN_INFO[plan].summary}${credits}`,
    price: (price.cents / 100).toFixed(2),
    priceCurrency: 'USD',
    availability: IN_STOCK,
    url: item.url,
    seller: { '@type': 'Organization', '@id': `${home}#organization`, name: SITE_NAME, url: home },
  };
}

/** Licence holders' reviews shown on the page (hidden ones never reach here): the rating summary and a few reviews. */
export type ReviewFacts = { average: number | null; count: number; reviews: { author: string; rating: number; title: string; body: string; createdAt: string }[] };

// Search engines read the rating only when the page shows it: both come from the same visible reviews.
function ratingLd(facts: ReviewFacts | undefined): { aggregateRating?: AggregateRating; review?: Review[] } {
  if (!facts || !facts.count || facts.average === null) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: facts.average.toFixed(1), reviewCount: facts.count, bestRating: '5', worstRating: '1' },
    review: facts.reviews.slice(0, 5).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.createdAt.slice(0, 10),
      ...(r.title ? { name: r.title } : {}),
      reviewBody: r.body,
      reviewRating: { '@type': 'Rating', ratingValue: String(r.rating), bestRating: '5', worstRating: '1' },
    })),
  };
}

export function productLd(item: ProductFacts, home: string, reviews?: ReviewFacts): WithContext<Product> | WithContext<FreeSample> {
  const base = {
    '@id': `${item.url}#product`,
    name: item.title,
    description: item.description || `${item.title}: ${item.kind === 'graphiSet' ? 'a set of cartoon characters' : 'a cartoon character'} (${item.typeName}).`,
    image: item.images,
    sku: item.slug,
    category: item.typeName,
    url: item.url,
    brand: { '@type': 'Brand', name: SITE_NAME },
    ...ratingLd(reviews),
  } as const;
  if (item.priceType === 'free') {
    return { '@context': 'https://schema.org', '@type': ['Product', 'VisualArtwork'], ...base, isAccessibleForFree: true, offers: [planOffer(item, 'standard', home)] };
  }
  return { '@context': 'https://schema.org', '@type': 'Product', ...base, offers: PLANS.map((plan) => planOffer(item, plan, home)) };
}

/** A page listing characters (catalogue, type pages): the summary-page ItemList, one ListItem per card. */
export function itemListLd(name: string, items: { url: string; name: string }[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, url: item.url, name: item.name })),
  };
}

export function organizationLd(home: string, logo: string, email: string): WithContext<Organization> {
  return { '@context': 'https://schema.org', '@type': 'Organization', '@id': `${home}#organization`, name: SITE_NAME, url: home, logo, email };
}
