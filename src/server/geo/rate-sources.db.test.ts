import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { insertUser } from '#test-support/factories/catalogue.ts';
import { SETTINGS_DEFAULTS } from '#/lib/settings.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { saveSettings } from '#/server/settings/settings.ts';
import { rateFor } from './geolocation.ts';
import { refreshChosenRates, saveSourceRates, sourceStatus } from './rate-sources.ts';
import { upsertRate } from './rates.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const ECB = "<Cube currency='USD' rate='1.25'/><Cube currency='GBP' rate='0.85'/>";
const fakeFetch = (async () => new Response(ECB, { status: 200 })) as unknown as typeof fetch;

describe(`the currency rate source setting on ${testDatabaseKind}`, () => {
  it('decides which rates the price pages use, at once, falling back to the staff rates', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const staff = await insertUser(db, { role: 'admin' });
    const actor = { id: staff.id, email: staff.email, role: staff.role };
    await upsertRate(db, { code: 'EUR', name: 'Euro', rate: 0.95 });
    await upsertRate(db, { code: 'THB', name: 'Thai baht', rate: 36.1 });
    expect(await refreshChosenRates(db, fakeFetch)).toEqual({ source: 'manual', saved: 0 });
    await saveSourceRates(db, 'openexchangerates', { EUR: 0.9, USD: 1 });
    expect(await rateFor(db, 'EUR')).toEqual({ currencyCode: 'EUR', currencyConverterRate: 0.95 }); // memoised: manual

    await saveSettings(db, actor, { ...SETTINGS_DEFAULTS, rateSource: 'openexchangerates', confirm: true });
    expect(await rateFor(db, 'EUR')).toEqual({ currencyCode: 'EUR', currencyConverterRate: 0.9 });
    expect(await rateFor(db, 'THB')).toEqual({ currencyCode: 'THB', currencyConverterRate: 36.1 });

    await saveSettings(db, actor, { ...SETTINGS_DEFAULTS, rateSource: 'ecb', confirm: true });
    expect((await sourceStatus(db)).fetchedAt).toBeNull();
    expect(await rateFor(db, 'EUR')).toEqual({ currencyCode: 'EUR', currencyConverterRate: 0.95 });
    expect(await refreshChosenRates(db, fakeFetch)).toEqual({ source: 'ecb', saved: 3 });
    expect(await rateFor(db, 'EUR')).toEqual({ currencyCode: 'EUR', currencyConverterRate: 0.8 });
    expect(await rateFor(db, 'GBP')).toEqual({ currencyCode: 'GBP', currencyConverterRate: 0.68 });
    // Fresh rates are not fetched again.
    expect(await refreshChosenRates(db, fakeFetch)).toEqual({ source: 'ecb', saved: 0 });
  });
});
