import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { migrate } from './migrate.ts';
import type { DatabaseHandle } from './open.ts';

describe(`migrations on ${testDatabaseKind}`, () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => database?.close());

  it('records every migration file and applies nothing twice', async () => {
    database = await createTestDb();
    const recorded = await database.sql.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.map((r) => r.name)).toContain('0001_core.sql');
    expect(await migrate(database.sql)).toEqual([]);
  });

  it('gives each test its own database', async () => {
    database = await createTestDb();
    await database.sql.exec("INSERT INTO app_meta (key, value) VALUES ('only-here', 'x')");
    const other = await createTestDb();
    try {
      expect(await other.sql.query("SELECT * FROM app_meta WHERE key = 'only-here'")).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
