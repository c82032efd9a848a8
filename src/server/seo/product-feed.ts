/**
 * The product feed for shopping engines (Google Merchant Center, RSS 2.0 with the g: namespace), pure.
 * One item per published character or set, priced at its Standard licence (the lowest plan).
 */
import { DEFAULT_CREDIT_VALUE_CENTS, planPrice, type Priced } from '#/lib/pricing.ts';
import { SITE_NAME } from '#/lib/site.ts';
import { escapeXml } from './sitemap.ts';

export type FeedProduct = Priced & { id: string; slug: string; title: string; description: string; typeName: string; kind: 'graphi' | 'graphiSet'; hasPreview: boolean };

export function feedDescription(p: Pick<FeedProduct, 'title' | 'description' | 'kind' | 'typeName'>): string {
  return p.description.trim() || `${p.title}: ${p.kind === 'graphiSet' ? 'a set of cartoon characters' : 'a cartoon character'} (${p.typeName}).`;
}

function itemXml(p: FeedProduct, absolute: (path: string) => string, creditValueCents: number): string {
  const price = planPrice(p, 'standard', creditValueCents);
  const tags = [
    ['g:id', p.slug],
    ['title', p.title],
    ['description', feedDescription(p)],
    ['link', absolute(`/cartoon-characters/${p.slug}`)],
    ['g:image_link', absolute(p.hasPreview ? `/api/characters/${p.id}/preview` : `/og/characters/${p.slug}.png`)],
    ['g:price', `${(price.cents / 100).toFixed(2)} USD`],
    ['g:availability', 'in_stock'],
    ['g:condition', 'new'],
    ['g:brand', SITE_NAME],
    ['g:product_type', `Cartoon characters > ${p.typeName}`],
    ['g:identifier_exists', 'no'],
  ];
  return `<item>${tags.map(([tag, value]) => `<${tag}>${escapeXml(value!)}</${tag}>`).join('')}</item>`;
}

/** `creditValueCents`: US cents per credit (store settings), for characters priced in credits. */
export function merchantFeedXml(products: readonly FeedProduct[], absolute: (path: string) => string, creditValueCents = DEFAULT_CREDIT_VALUE_CENTS): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${escapeXml(SITE_NAME)} characters</title>`,
    `<link>${escapeXml(absolute('/cartoon-characters'))}</link>`,
    '<description>Cartoon and animated characters and sets, with Standard and Extended licences.</description>',
    ...products.map((p) => itemXml(p, absolute, creditValueCents)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
