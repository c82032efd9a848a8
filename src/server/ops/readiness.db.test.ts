import { afterEach, describe, expect, it } from 'vitest';
import { tempStorage } from '#test-support/factories/catalogue.ts';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { checkReadiness, forgetReadiness, readinessAnswer } from './readiness.ts';

/** Local storage that counts the objects written to it. */
function countingStorage(): Storage & { puts: () => number } {
  const inner = tempStorage();
  let puts = 0;
  return { ...inner, put: (...args) => (puts++, inner.put(...args)), puts: () => puts };
}

const broken = () => Promise.reject(new Error('database "toonmart_prod" does not exist'));
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  forgetReadiness();
  await handle?.close();
  handle = undefined;
});

describe(`/api/ready on ${testDatabaseKind}`, () => {
  it('tells anyone only whether the process is ready; the failing check and its words only to the operator token', async () => {
    const storage = countingStorage();
    const anyone = await readinessAnswer(broken, storage, null, 'ops-secret');
    expect(anyone).toEqual({ status: 503, body: { status: 'not ready' } });
    expect(JSON.stringify(await readinessAnswer(broken, storage, 'Bearer wrong', 'ops-secret'))).not.toContain('toonmart_prod');
    expect((await readinessAnswer(broken, storage, 'Bearer ops-secret', undefined)).body).toEqual({ status: 'not ready' });
    const operator = await readinessAnswer(broken, storage, 'Bearer ops-secret', 'ops-secret');
    expect(operator.body.checks).toMatchObject({ database: 'database "toonmart_prod" does not exist', storage: 'ok' });
  });

  it('writes a storage object at most once a minute however often it is asked', async () => {
    handle = await createTestDb();
    const database = async () => handle!;
    const storage = countingStorage();
    const start = Date.now();
    for (let second = 0; second < 120; second += 2) {
      expect((await checkReadiness(database, storage, start + second * 1000)).ready).toBe(true);
    }
    expect(storage.puts()).toBe(2);
    expect(await readinessAnswer(database, storage, null, undefined)).toEqual({ status: 200, body: { status: 'ready' } });
  });
});
