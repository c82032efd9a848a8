import { z } from './zod.ts';

/**
 * The catalogue's state, all in the URL so every result page can be shared and
 * indexed. Parsing never throws: an unknown or malformed value is dropped.
 */
export const KINDS = ['graphi', 'graphiSet'] as const;
export const FORMATS = ['EPS', 'AI', 'SVG', 'MP4', 'WEBM', 'PNG', 'FLA', 'LOTTIE', 'SPRITES'] as const;
export const PRICE_TYPES = ['free', 'credits', 'currency'] as const;
export const SORTS = ['relevance', 'newest', 'popular', 'price-asc', 'price-desc'] as const;
export const PAGE_SIZE = 30;

export type Kind = (typeof KINDS)[number];
export type Format = (typeof FORMATS)[number];
export type PriceType = (typeof PRICE_TYPES)[number];
export type Sort = (typeof SORTS)[number];

export type CatalogueQuery = {
  q?: string;
  kind?: Kind;
  type?: string;
  format?: Format;
  price?: PriceType;
  /** Standard plan price range in whole dollars (1 credit = 1 USD). */
  min?: number;
  max?: number;
  tags: string[];
  sort: Sort;
  page: number;
};

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
const amount = z.coerce.number().int().min(0).max(100_000);

function pick<T>(schema: z.ZodType<T>, value: string | null): T | undefined {
  if (value === null || value === '') return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const q = params.get('q')?.trim().replace(/\s+/g, ' ').slice(0, 100) || undefined;
  // `tags=a,b` in shared URLs; repeated `tag=` from the filter form before it hydrates.
  const tags = [...(params.get('tags') ?? '').split(','), ...params.getAll('tag')]
    .map((t) => t.trim().toLowerCase())
    .filter((t) => slug.safeParse(t).success)
    .slice(0, 5);
  const sort = pick(z.enum(SORTS), params.get('sort')) ?? (q ? 'relevance' : 'newest');
  return {
    q,
    kind: pick(z.enum(KINDS), params.get('kind')),
    type: pick(slug, params.get('type')),
    format: pick(z.enum(FORMATS), params.get('format')?.toUpperCase() ?? null),
    price: pick(z.enum(PRICE_TYPES), params.get('price')),
    min: pick(amount, params.get('min')),
    max: pick(amount, params.get('max')),
    tags: [...new Set(tags)],
    sort: sort === 'relevance' && !q ? 'newest' : sort,
    page: pick(z.coerce.number().int().min(1).max(10_000), params.get('page')) ?? 1,
  };
}

/** The canonical URL of a catalogue state (defaults left out), with optional changes. */
export function catalogueHref(query: CatalogueQuery, changes: Partial<CatalogueQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  if (next.kind) params.set('kind', next.kind);
  if (next.type) params.set('type', next.type);
  if (next.format) params.set('format', next.format);
  if (next.price) params.set('price', next.price);
  if (next.min !== undefined) params.set('min', String(next.min));
  if (next.max !== undefined) params.set('max', String(next.max));
  if (next.tags.length) params.set('tags', next.tags.join(','));
  const defaultSort = next.q ? 'relevance' : 'newest';
  if (next.sort !== defaultSort) params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `/cartoon-characters?${search}` : '/cartoon-characters';
}
