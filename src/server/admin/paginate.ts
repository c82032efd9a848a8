import { and, asc, count, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Page, TableQuery } from '#/lib/table-query.ts';
import type { Database } from '#/server/db/open.ts';

export type TableSpec = {
  table: PgTable;
  /** Columns a visitor may sort by, by their public name; the first is the default. */
  sortable: Record<string, AnyColumn>;
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
  const chosen = spec.sortable[query.sort];
  const column = chosen ?? Object.values(spec.sortable)[0];
  if (!column) throw new Error('A table needs at least one sortable column');
  const dir = chosen ? query.dir : (spec.defaultDir ?? 'desc');
  const order = dir === 'asc' ? asc(column) : desc(column);
  const [counted] = await db.select({ total: count() }).from(spec.table).where(where);
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.size));
  const page = Math.min(query.page, pages);
  const rows = await db.select().from(spec.table).where(where).orderBy(order).limit(query.size).offset((page - 1) * query.size);
  return { rows: rows as T[], total, page, size: query.size, pages };
}
