import { expect, test, type APIRequestContext } from '@playwright/test';
import { jsonLdBlocks, structuredDataErrors } from '#test-support/structured-data.ts';

/** Structured data as search engines read it on the live pages, checked with the rich-result rules of a validator. */
const html = async (request: APIRequestContext, path: string) => {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return answer.text();
};
const firstCard = async (request: APIRequestContext, listing: string) => /href="(\/cartoon-characters\/[a-z0-9-]+)"/.exec(await html(request, listing))![1]!;
const ofType = (blocks: object[], type: string) => blocks.filter((b) => [(b as { '@type': string | string[] })['@type']].flat().includes(type)) as Record<string, unknown>[];

test('a character, a set and a free sample describe themselves as products with an offer per plan', async ({ request, baseURL }) => {
  for (const listing of ['/cartoon-characters?kind=graphi&price=credits', '/cartoon-characters?kind=graphiSet', '/cartoon-characters?price=free']) {
    const path = await firstCard(request, listing);
    const blocks = jsonLdBlocks(await html(request, path));
    const [product] = ofType(blocks, 'Product');
    expect(product, path).toBeDefined();
    expect(product!.url).toBe(new URL(path, baseURL).href);
    expect((product!.image as string[]).length).toBeGreaterThan(0);
    const offers = product!.offers as { priceCurrency: string; availability: string }[];
    expect(offers.length).toBe(listing.includes('free') ? 1 : 2);
    expect(offers.every((o) => o.priceCurrency === 'USD' && o.availability === 'https://schema.org/InStock')).toBe(true);
    if (listing.includes('free')) expect(product!.isAccessibleForFree).toBe(true);
    expect(await structuredDataErrors(blocks), path).toEqual([]);
  }
});

test('the home page describes the company', async ({ request }) => {
  const blocks = jsonLdBlocks(await html(request, '/'));
  expect(ofType(blocks, 'Organization')[0]?.name).toBe('Toonmart');
  expect(await structuredDataErrors(blocks)).toEqual([]);
});

test('the catalogue and a type page list their characters as an ItemList', async ({ request }) => {
  for (const listing of ['/cartoon-characters', '/cartoon-characters?type=robots']) {
    const page = await html(request, listing);
    const [list] = ofType(jsonLdBlocks(page), 'ItemList');
    const cards = [...page.matchAll(/<a[^>]+href="(\/cartoon-characters\/[a-z0-9-]+)"/g)].map((m) => m[1]!);
    const items = (list!.itemListElement as { url: string }[]).map((i) => new URL(i.url).pathname);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => cards.includes(p)), listing).toBe(true);
    expect(await structuredDataErrors([list!])).toEqual([]);
  }
});
