import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { seedRates } from '#/server/seed/catalogue.ts';
import { rateFor } from './geolocation.ts';
import { deleteRate, listRates, upsertRate } from './rates.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
  await seedRates(handle.db);
});
afterEach(() => handle.close());

describe('currency rates', () => {
  it('are seeded, updated and removed by code, USD staying the base', async () => {
    expect((await listRates(handle.db)).map((r) => r.code)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'INR']));
    await upsertRate(handle.db, { code: 'EUR', name: 'Euro', rate: 0.95 });
    expect(await rateFor(handle.db, 'EUR')).toEqual({ currencyCode: 'EUR', currencyConverterRate: 0.95 });
    await upsertRate(handle.db, { code: 'THB', name: 'Thai baht', rate: 36.1 });
    expect(await rateFor(handle.db, 'THB')).toEqual({ currencyCode: 'THB', currencyConverterRate: 36.1 });
    await deleteRate(handle.db, 'THB');
    expect(await rateFor(handle.db, 'THB')).toEqual({ currencyCode: 'USD', currencyConverterRate: 1 });
    await expect(upsertRate(handle.db, { code: 'USD', name: 'US dollar', rate: 2 })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(upsertRate(handle.db, { code: 'eur', name: 'Euro', rate: 1 })).rejects.toThrow();
    await expect(upsertRate(handle.db, { code: 'EUR', name: 'Euro', rate: 0 })).rejects.toThrow();
    await expect(deleteRate(handle.db, 'USD')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
