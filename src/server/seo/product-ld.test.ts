import { describe, expect, it } from 'vitest';
import { itemListLd, productLd, type ProductFacts } from './product-ld.ts';
import { structuredDataErrors } from '#test-support/structured-data.ts';

const home = 'https://shop.example.test/';
const facts = (over: Partial<ProductFacts> = {}): ProductFacts => ({
  slug: 'bolt',
  title: 'Bolt the robot',
  description: 'A friendly robot, rigged for animation.',
  kind: 'graphi',
  typeName: 'Robots',
  url: 'https://shop.example.test/cartoon-characters/bolt',
  images: ['https://shop.example.test/api/characters/1/preview', 'https://shop.example.test/api/characters/2/preview'],
  priceType: 'currency',
  priceStandard: 1250,
  priceExtended: 4000,
  discountPercent: 10,
  ...over,
});

describe('Product structured data', () => {
  it('offers each licence plan at its discounted price in USD, with every gallery image, and passes the rich-result rules', async () => {
    const data = productLd(facts(), home);
    expect(data).toMatchObject({ '@type': 'Product', name: 'Bolt the robot', sku: 'bolt', brand: { name: 'Toonmart' }, image: facts().images });
    const offers = data.offers as unknown as { name: string; price: string; priceCurrency: string; availability: string; url: string }[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([['Standard licence', '11.25', 'USD'], ['Extended licence', '36.00', 'USD']]);
    expect(offers.every((o) => o.availability === 'https://schema.org/InStock' && o.url === facts().url)).toBe(true);
    expect(await structuredDataErrors([data])).toEqual([]);
  });

  it('explains a price in credits by their dollar value', async () => {
    const data = productLd(facts({ priceType: 'credits', priceStandard: 12, priceExtended: 30, discountPercent: null }), home);
    const [standard] = data.offers as unknown as { price: string; description: string }[];
    expect(standard!.price).toBe('12.00');
    expect(standard!.description).toContain('Paid with 12 credits (1 credit is worth $1.00 at list price).');
    expect(await structuredDataErrors([data])).toEqual([]);
  });

  it('values credits at the credit value of the store settings', () => {
    const data = productLd({ ...facts({ priceType: 'credits', priceStandard: 12, priceExtended: 30, discountPercent: null }), creditValueCents: 150 }, home);
    const [standard] = data.offers as unknown as { price: string; description: string }[];
    expect(standard!.price).toBe('18.00');
    expect(standard!.description).toContain('Paid with 12 credits (1 credit is worth $1.50 at list price).');
  });

  it('marks a free sample free to access, with one free Standard offer', async () => {
    const data = productLd(facts({ priceType: 'free', priceStandard: 0, priceExtended: 0, discountPercent: null }), home);
    expect(data['@type']).toEqual(['Product', 'VisualArtwork']);
    expect(data).toMatchObject({ isAccessibleForFree: true, offers: [{ name: 'Standard licence, free sample', price: '0.00' }] });
    expect(await structuredDataErrors([data])).toEqual([]);
  });

  it('the validator catches a product it cannot show (no name, an offer without price)', async () => {
    const broken = { '@context': 'https://schema.org', '@type': 'Product', offers: [{ '@type': 'Offer', priceCurrency: 'USD' }] };
    const errors = await structuredDataErrors([broken]);
    expect(errors.map((e) => e.issueMessage).join('\n')).toMatch(/name/);
    expect(errors.length).toBeGreaterThan(1);
  });
});

describe('ItemList structured data', () => {
  it('lists the cards of a page in order by their canonical addresses', async () => {
    const data = itemListLd('Robots', [{ url: 'https://shop.example.test/cartoon-characters/a', name: 'A' }, { url: 'https://shop.example.test/cartoon-characters/b', name: 'B' }]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://shop.example.test/cartoon-characters/a', name: 'A' },
      { '@type': 'ListItem', position: 2, url: 'https://shop.example.test/cartoon-characters/b', name: 'B' },
    ]);
    expect(await structuredDataErrors([data])).toEqual([]);
  });
});

describe('product ratings', () => {
  it('adds aggregateRating and reviews only when there are visible reviews', () => {
    const home = 'https://toonmart.test/';
    const item = { slug: 's', title: 'Pip', description: '', kind: 'graphi' as const, typeName: 'Robots', url: 'https://toonmart.test/cartoon-characters/s', images: [], priceType: 'credits' as const, priceStandard: 10, priceExtended: 30, discountPercent: null };
    expect(productLd(item, home, { average: null, count: 0, reviews: [] })).not.toHaveProperty('aggregateRating');
    const data = productLd(item, home, { average: 4.5, count: 2, reviews: [{ author: 'Ann L.', rating: 5, title: '', body: 'Lovely <b>work</b>', createdAt: '2026-11-20T10:00:00Z' }] }) as Record<string, unknown>;
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2, bestRating: '5', worstRating: '1' });
    expect(data.review).toEqual([expect.objectContaining({ '@type': 'Review', reviewBody: 'Lovely <b>work</b>', datePublished: '2026-11-20', author: { '@type': 'Person', name: 'Ann L.' } })]);
  });
});
