import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { merchantFeedXml, type FeedProduct } from './product-feed.ts';

const absolute = (path: string) => new URL(path, 'https://shop.example.test').href;
const product = (over: Partial<FeedProduct> = {}): FeedProduct => ({
  id: '11111111-1111-4111-8111-111111111111', slug: 'bolt', title: 'Bolt & Nut', description: 'A robot <b>duo</b>.', typeName: 'Robots', kind: 'graphi',
  priceType: 'currency', priceStandard: 1250, priceExtended: 4000, discountPercent: 10, hasPreview: true, ...over,
});
const items = (xml: string) => new XMLParser({ isArray: (name) => name === 'item' }).parse(xml).rss.channel.item as Record<string, string>[];

describe('Google Merchant product feed', () => {
  it('gives each product its id, title, description, link, image, price in USD and availability', () => {
    const [item] = items(merchantFeedXml([product()], absolute));
    expect(item).toMatchObject({
      'g:id': 'bolt',
      title: 'Bolt & Nut',
      description: 'A robot <b>duo</b>.',
      link: 'https://shop.example.test/cartoon-characters/bolt',
      'g:image_link': 'https://shop.example.test/api/characters/11111111-1111-4111-8111-111111111111/preview',
      'g:price': '11.25 USD',
      'g:availability': 'in_stock',
    });
  });

  it('prices credits at their dollar value, free samples at zero, and falls back to a description and the og image', () => {
    const list = items(merchantFeedXml([product({ slug: 'c', priceType: 'credits', priceStandard: 12, discountPercent: null }), product({ slug: 'f', priceType: 'free', description: ' ', hasPreview: false, kind: 'graphiSet' })], absolute));
    expect(list.map((i) => i['g:price'])).toEqual(['12.00 USD', '0.00 USD']);
    expect(list[1]!.description).toBe('Bolt & Nut: a set of cartoon characters (Robots).');
    expect(list[1]!['g:image_link']).toBe('https://shop.example.test/og/characters/f.png');
  });

  it('prices credits at the credit value it is given', () => {
    const list = items(merchantFeedXml([product({ slug: 'c', priceType: 'credits', priceStandard: 12, discountPercent: null })], absolute, 50));
    expect(list.map((i) => i['g:price'])).toEqual(['6.00 USD']);
  });
});
