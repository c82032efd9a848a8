import { expect, test, type APIRequestContext } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';

/** What search engines and social networks read in the head of each indexable page type, and the product feed. */
const PAGES = ['/', '/about', '/faq', '/pricing', '/customize', '/tutorials', '/blogs', '/blogs/page/2', '/blogs/topic/careers', '/blogs/shape-language-for-cartoon-characters', '/cartoon-characters', '/cartoon-characters?type=robots', '/cartoon-characters?kind=graphiSet'];

const meta = (html: string, attr: 'name' | 'property', key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const html = async (request: APIRequestContext, path: string) => (await request.get(path)).text();
const cards = async (request: APIRequestContext, listing: string) => [...new Set([...(await html(request, listing)).matchAll(/href="(\/cartoon-characters\/[a-z0-9-]+)"/g)].map((m) => m[1]!))];

test('every indexable page type has its own description and an og:image that is a PNG', async ({ request }) => {
  const paths = [...PAGES, ...(await cards(request, '/cartoon-characters?kind=graphiSet')).slice(0, 3), ...(await cards(request, '/cartoon-characters?kind=graphi')).slice(0, 3)];
  const descriptions = new Map<string, string>();
  for (const path of paths) {
    const page = await html(request, path);
    expect(meta(page, 'name', 'robots'), path).toBeUndefined();
    const description = meta(page, 'name', 'description')!;
    expect(descriptions.get(description), `${path} repeats the description of another page`).toBeUndefined();
    descriptions.set(description, path);
    const image = await request.get(new URL(meta(page, 'property', 'og:image')!).pathname);
    expect([path, image.status(), image.headers()['content-type']]).toEqual([path, 200, 'image/png']);
  }
});

test('a character card shows the character, its name and price band at 1200×630', async ({ request }) => {
  const [path] = await cards(request, '/cartoon-characters?kind=graphiSet');
  const image = meta(await html(request, path!), 'property', 'og:image')!;
  expect(new URL(image).pathname).toBe(`/og/characters/${path!.split('/').pop()}.png`);
  const png = await (await request.get(new URL(image).pathname)).body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('search results are not indexed but their links are followed', async ({ request }) => {
  expect(meta(await html(request, '/cartoon-characters?q=robot'), 'name', 'robots')).toBe('noindex, follow');
});

test('the product feed lists every published character with the fields Google Merchant Center needs', async ({ request }) => {
  const answer = await request.get('/feeds/products.xml');
  expect(answer.headers()['content-type']).toContain('xml');
  const items = new XMLParser({ isArray: (name) => name === 'item' }).parse(await answer.text()).rss.channel.item as Record<string, string>[];
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>[^<]*(\/cartoon-characters\/[a-z0-9-]+)<\/loc>/g)].map((m) => m[1]);
  expect(items.map((i) => new URL(i.link!).pathname).sort()).toEqual(listed.sort());
  for (const item of items) {
    for (const field of ['g:id', 'title', 'description', 'link', 'g:image_link', 'g:price', 'g:availability']) expect(String(item[field] ?? ''), `${item.link} ${field}`).not.toBe('');
    expect(item['g:price']).toMatch(/^\d+\.\d{2} USD$/);
  }
  const image = await request.get(new URL(items[0]!['g:image_link']!).pathname);
  expect(image.status()).toBe(200);
});
