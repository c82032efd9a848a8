import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveCredits, insertCharacter, insertType, insertUser } from '#test-support/factories/catalogue.ts';
import { freshPostgresDatabase } from '#test-support/postgres-db.ts';
import { migrate } from '#/server/db/migrate.ts';
import { openDatabase, openPglite, type DatabaseHandle } from '#/server/db/open.ts';
import { copyDatabase } from '#/server/ops/db-copy.ts';

/** The upgrade path from the embedded database to PostgreSQL (`npm run db:copy`). */
let pgdb: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let source: DatabaseHandle;
let target: DatabaseHandle;
beforeAll(async () => {
  pgdb = await freshPostgresDatabase('toonmart_copy');
  source = await openDatabase({ pglite: await openPglite() });
  await migrate(source.sql);
  const type = await insertType(source.db);
  const buyer = await insertUser(source.db);
  await giveCredits(source.db, buyer.id, 120);
  await insertCharacter(source.db, { typeId: type.id, title: 'Copied Pirate', tags: ['pirate', 'sea'], priceStandard: 1250 });
  target = await openDatabase({ url: pgdb.url });
}, 120_000);
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  await pgdb?.drop();
});

const count = async (db: DatabaseHandle, table: string) => (await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`))[0]!.n;

describe('copying the embedded database into PostgreSQL', () => {
  it('copies every row of every table, values intact, and the copy keeps working', async () => {
    const report = await copyDatabase(source.sql, target.sql);
    for (const { name } of report.tables) expect([name, await count(target, name)]).toEqual([name, await count(source, name)]);
    const [copied] = await target.sql.query<{ tags: string[]; price_standard: number; search: string }>(
      "SELECT tags, price_standard, search::text AS search FROM characters WHERE title = 'Copied Pirate'",
    );
    expect(copied).toMatchObject({ tags: ['pirate', 'sea'], price_standard: 1250 });
    expect(copied!.search).toContain('pirat');
    const ledger = await target.sql.query<{ balance: number }>('SELECT balance FROM credit_accounts');
    expect(ledger.map((r) => r.balance)).toContain(120);
    // Sequences moved past the copied ids: new rows get fresh ones.
    const [fresh] = await target.sql.query<{ id: string }>(
      "INSERT INTO credit_ledger (user_id, delta, reason) SELECT user_id, 1, 'after-copy' FROM credit_ledger LIMIT 1 RETURNING id",
    );
    expect(Number(fresh!.id)).toBeGreaterThan(1);
  });

  it('refuses a target that already holds users', async () => {
    await expect(copyDatabase(source.sql, target.sql)).rejects.toThrow(/already has users/);
  });
});
