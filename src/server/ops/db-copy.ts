import { migrate } from '#/server/db/migrate.ts';
import type { SqlRunner } from '#/server/db/open.ts';

/**
 * The move from the embedded database to PostgreSQL: migrations on the (empty) target, then every
 * table's rows, parents before children, through JSON (so jsonb, arrays, bytea and timestamps keep
 * their exact values), generated columns recomputed by the target, sequences moved past the copied ids.
 */
const BATCH = 500;
type Column = { table_name: string; column_name: string; is_generated: string };

export type CopyReport = { tables: { name: string; rows: number }[] };

export async function copyDatabase(source: SqlRunner, target: SqlRunner, log: (line: string) => void = () => {}): Promise<CopyReport> {
  await migrate(target);
  const [{ n } = { n: 0 }] = await target.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (n > 0) throw new Error('The target database already has users: copy only into an empty database.');
  const tables = await tablesInOrder(source);
  const columns = await source.query<Column>(
    "SELECT table_name, column_name, is_generated FROM information_schema.columns WHERE table_schema = 'public' ORDER BY ordinal_position",
  );
  const report: CopyReport = { tables: [] };
  for (const table of tables) {
    const names = columns.filter((c) => c.table_name === table && c.is_generated === 'NEVER').map((c) => `"${c.column_name}"`);
    const rows = await copyTable(source, target, table, names.join(', '));
    report.tables.push({ name: table, rows });
    log(`${table}: ${rows} rows`);
  }
  await resetSequences(target, tables);
  return report;
}

async function copyTable(source: SqlRunner, target: SqlRunner, table: string, columns: string): Promise<number> {
  // The target's migrations wrote their own bookkeeping; copied rows that exist already are skipped.
  const conflict = table === 'schema_migrations' || table === 'app_meta' ? ' ON CONFLICT DO NOTHING' : '';
  let copied = 0;
  for (let offset = 0; ; offset += BATCH) {
    const [batch] = await source.query<{ rows: string | null; n: number }>(
      `SELECT json_agg(t)::text AS rows, count(*)::int AS n FROM (SELECT * FROM "${table}" ORDER BY 1 LIMIT ${BATCH} OFFSET ${offset}) t`,
    );
    if (!batch?.rows || batch.n === 0) return copied;
    await target.query(
      `INSERT INTO "${table}" (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", $1::json)${conflict}`,
      [batch.rows],
    );
    copied += batch.n;
  }
}

/** Tables of the public schema, each after the tables its foreign keys point to. */
async function tablesInOrder(source: SqlRunner): Promise<string[]> {
  const tables = (await source.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).map((t) => t.name);
  const edges = await source.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c
     JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const e of edges) if (e.child === table && e.parent !== table) visit(e.parent.replaceAll('"', ''), path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function resetSequences(target: SqlRunner, tables: string[]): Promise<void> {
  const owned = await target.query<{ seq: string; tbl: string; col: string }>(
    `SELECT s.oid::regclass::text AS seq, t.relname AS tbl, a.attname AS col FROM pg_class s
     JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i') JOIN pg_class t ON t.oid = d.refobjid
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid WHERE s.relkind = 'S'`,
  );
  for (const { seq, tbl, col } of owned.filter((o) => tables.includes(o.tbl))) {
    await target.query(`SELECT setval('${seq}', GREATEST((SELECT max("${col}") FROM "${tbl}"), 1))`);
  }
}
