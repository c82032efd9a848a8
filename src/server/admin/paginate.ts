import { and, asc, count, desc, eq, gte, ilike, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { dayRange, type ListFilter } from '#/lib/list-filter.ts';
import { chooseSort, type Page, type TableQuery } from '#/lib/table-query.ts';
import type { Database } from '#/server/db/open.ts';

export type TableSpec = {
  table: PgTable;
  /** Columns a visitor may sort by, by their public name; the first is the default. */
  sortable: Record<string, AnyColumn | SQL>;
  defaultDir?: 'asc' | 'desc';
  /** Columns (or expressions) the search box matches (case-insensitive substring). */
  searchable: (AnyColumn | SQL)[];
  where?: SQL;
};

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of a table, sorted and searched on the server; the count and the rows use the same filter. */
export async function paginate<T>(db: Database, spec: TableSpec, query: TableQuery): Promise<Page<T>> {
  const search = query.q ? or(...spec.searchable.map((column) => ilike(column, `%${escapeLike(query.q)}%`))) : undefined;
  const where = and(spec.where, search);
  const { sort, dir } = chooseSort(query, Object.keys(spec.sortable), spec.defaultDir);
  const column = spec.sortable[sort];
  if (!column) throw new Error('A table needs at least one sortable column');
  const order = dir === 'asc' ? asc(column) : desc(column);
  const [counted] = await db.select({ total: count() }).from(spec.table).where(where);
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.size));
  const page = Math.min(query.page, pages);
  const rows = await db.select().from(spec.table).where(where).orderBy(order).limit(query.size).offset((page - 1) * query.size);
  return { rows: rows as T[], total, page, size: query.size, pages };
}

/**
 * The WHERE of a list's filters (parsed by src/lib/list-filter.ts): each named filter by its
 * column (equality) or its own condition, and `from` / `to` on the list's date column.
 */
export function filterWhere(filter: ListFilter, by: Record<string, AnyColumn | ((value: string) => SQL | undefined)>, dateColumn?: AnyColumn): SQL | undefined {
  const conditions = Object.entries(by).map(([name, target]) => {
    const value = filter[name];
    if (!value) return undefined;
    return typeof target === 'function' ? target(value) : eq(target, value);
  });
  const { start, end } = dayRange(filter);
  if (dateColumn && start) conditions.push(gte(dateColumn, start));
  if (dateColumn && end) conditions.push(lt(dateColumn, end));
  return and(...conditions);
}
