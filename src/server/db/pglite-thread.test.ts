import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './open.ts';

describe('the embedded database on its own thread', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    handle = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  });
  beforeEach(async () => {
    await handle.sql.exec('DROP TABLE IF EXISTS items; CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, at timestamptz NOT NULL DEFAULT now(), data bytea)');
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers drizzle queries with its types: text dates for drizzle, bytes, counts', async () => {
    await handle.db.execute(sql`INSERT INTO items (id, name, data) VALUES (1, 'Pirate', ${new Uint8Array([1, 2, 3])})`);
    const { rows } = (await handle.db.execute(sql`SELECT * FROM items`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ id: 1, name: 'Pirate', at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d/), data: new Uint8Array([1, 2, 3]) }]);
    // Raw SQL (migrations, the rate limiter) keeps PGlite's own types: a timestamp is a Date.
    expect(await handle.sql.query('SELECT count(*)::int AS n, max(at) AS at FROM items')).toEqual([{ n: 1, at: expect.any(Date) }]);
  });

  it('commits a transaction, and rolls back every statement of one that throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO items (id, name) VALUES (1, 'kept')`);
    });
    const failed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO items (id, name) VALUES (2, 'lost')`);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(await handle.sql.query('SELECT name FROM items ORDER BY id')).toEqual([{ name: 'kept' }]);
  });

  it('passes the database error code across, and the transaction it broke is rolled back', async () => {
    await handle.sql.exec("INSERT INTO items (id, name) VALUES (1, 'first')");
    const duplicate = handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO items (id, name) VALUES (3, 'third')`);
      await tx.execute(sql`INSERT INTO items (id, name) VALUES (1, 'again')`);
    });
    const error = await duplicate.then(() => null, (e: { cause?: unknown }) => e);
    expect(error?.cause).toMatchObject({ code: '23505', constraint: 'items_pkey' });
    expect(await handle.sql.query('SELECT id FROM items ORDER BY id')).toEqual([{ id: 1 }]);
  });

  it('runs concurrent transactions one after another: no increment is lost', async () => {
    await handle.sql.exec("INSERT INTO items (id, name) VALUES (1, '0')");
    await Promise.all(Array.from({ length: 20 }, () => handle.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`SELECT name FROM items WHERE id = 1`)) as unknown as { rows: { name: string }[] };
      await tx.execute(sql`UPDATE items SET name = ${String(Number(rows[0]?.name) + 1)} WHERE id = 1`);
    })));
    expect(await handle.sql.query('SELECT name FROM items')).toEqual([{ name: '20' }]);
  });

  it('delivers a NOTIFY to its listener once the notifying transaction commits', async () => {
    const heard: string[] = [];
    await handle.listen!('bus', (payload) => heard.push(payload));
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('bus', 'price changed')`);
    });
    await expect.poll(() => heard).toEqual(['price changed']);
  });

  it('keeps the data on disk for the next opening', async () => {
    await handle.sql.exec("INSERT INTO items (id, name) VALUES (7, 'saved')");
    await handle.close();
    handle = await openDatabase({ pgliteDir: path.join(dir, 'db') });
    expect(await handle.sql.query('SELECT name FROM items')).toEqual([{ name: 'saved' }]);
  });
});
