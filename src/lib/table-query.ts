import { z } from './zod.ts';

/** The query of a server-paginated admin table: page, page size (10, 25 or 50), sort column and direction, search. */
export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 25;

export const tableQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  size: z.coerce.number().pipe(z.union(PAGE_SIZES.map((n) => z.literal(n)))).catch(DEFAULT_PAGE_SIZE),
  sort: z.string().max(40).regex(/^[a-zA-Z]*$/).catch(''),
  dir: z.enum(['asc', 'desc']).catch('desc'),
  q: z.string().trim().max(100).catch(''),
});
export type TableQuery = z.infer<typeof tableQuerySchema>;

export function parseTableQuery(params: URLSearchParams): TableQuery {
  return tableQuerySchema.parse(Object.fromEntries(params));
}

/**
 * The sort a list applies: the asked column only if the list allows it (a whitelist: anything
 * else falls back to the list's default column and direction, never reaching SQL).
 */
export function chooseSort(query: TableQuery, allowed: readonly string[], defaultDir: 'asc' | 'desc' = 'desc'): { sort: string; dir: 'asc' | 'desc' } {
  if (allowed.includes(query.sort)) return { sort: query.sort, dir: query.dir };
  return { sort: allowed[0] ?? '', dir: defaultDir };
}

export type Page<T> = { rows: T[]; total: number; page: number; size: number; pages: number };

/**
 * The URL of the same table with some query values changed (a new sort or search starts again at page 1).
 * `filters`: the page's own filters (the audit log's actor, entity, dates), kept in every link.
 */
export function tableHref(base: URL | string, query: TableQuery, change: Partial<TableQuery>, filters: Record<string, string> = {}): string {
  const next = { ...query, ...change };
  if (change.sort !== undefined || change.q !== undefined || change.size !== undefined) next.page = change.page ?? 1;
  const url = new URL(base.toString(), 'http://x');
  const params = new URLSearchParams(filters);
  if (next.q) params.set('q', next.q);
  if (next.sort) params.set('sort', next.sort);
  if (next.sort) params.set('dir', next.dir);
  if (next.size !== DEFAULT_PAGE_SIZE) params.set('size', String(next.size));
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}
