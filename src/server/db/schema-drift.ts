import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

/**
 * The drizzle schema and the applied SQL migrations, described the same way so a test can compare
 * them: one line per column (type and nullability) and per key or index.
 */
export type Shape = { columns: string[]; keys: string[] };

/** Postgres spells a few drizzle types its own way. */
export function normaliseType(type: string): string {
  return type
    .toLowerCase()
    .replace(/\s*\(\s*/g, '(')
    .replace(/\s*,\s*/g, ',')
    .replace(/^varchar\b/, 'character varying')
    .replace(/^char\b/, 'character')
    .replace(/^timestamp\b(?! with)/, 'timestamp without time zone')
    .replace(/^(timestamp(?: with(?:out)? time zone)?)\(\d+\)/, '$1')
    .replace(/^serial$/, 'integer')
    .replace(/^bigserial$/, 'bigint')
    .replace(/^smallserial$/, 'smallint')
    .replace(/^int$/, 'integer');
}

const keyLine = (table: string, kind: string, columns: string[]) => `${table} ${kind} (${columns.join(', ')})`;

/** What drizzle declares: every column, primary keys, unique constraints and indexes. */
export function drizzleShape(schema: Record<string, unknown>): Shape {
  const columns: string[] = [];
  const keys: string[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const table = config.name;
    for (const column of config.columns) {
      columns.push(`${table}.${column.name} ${normaliseType(column.getSQLType())}${column.notNull ? ' not null' : ''}`);
      if (column.primary) keys.push(keyLine(table, 'primary key', [column.name]));
      if (column.isUnique) keys.push(keyLine(table, 'unique', [column.name]));
    }
    for (const pk of config.primaryKeys) keys.push(keyLine(table, 'primary key', pk.columns.map((c) => c.name)));
    for (const unique of config.uniqueConstraints) keys.push(keyLine(table, 'unique', unique.columns.map((c) => c.name)));
    for (const index of config.indexes) {
      const names = index.config.columns.map((c) => ('name' in c && c.name ? c.name : String(c)));
      keys.push(keyLine(table, index.config.unique ? 'unique' : 'index', names));
    }
  }
  return { columns: columns.sort(), keys: [...new Set(keys)].sort() };
}
