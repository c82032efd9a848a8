import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { GEO_DEFAULTS } from '#/lib/geo.ts';
import { convertCents } from '#/lib/pricing.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { currencyRates } from '#/server/db/schema.ts';
import { seedRates } from '#/server/seed/catalogue.ts';
import { geolocate } from './geolocation.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
  await seedRates(handle.db);
});
afterEach(() => handle.close());

describe('geolocation', () => {
  it('answers an IPv4 address with its country, currency and the rate from the rates table', async () => {
    expect(await geolocate(handle.db, '81.2.69.160')).toEqual({
      ...GEO_DEFAULTS, request: '81.2.69.160', countryCode: 'GB', countryName: 'United Kingdom', currencyCode: 'GBP', currencyConverterRate: 0.79,
    });
  });

  it('answers an IPv6 address', async () => {
    expect(await geolocate(handle.db, '2a00:1450:4001::1')).toMatchObject({ countryCode: 'IE', countryName: 'Ireland', currencyCode: 'EUR', currencyConverterRate: 0.92 });
  });

  it('answers the defaults for a private address', async () => {
    expect(await geolocate(handle.db, '192.168.1.1')).toEqual({ ...GEO_DEFAULTS, request: '192.168.1.1' });
    expect(await geolocate(handle.db, '::1')).toEqual({ ...GEO_DEFAULTS, request: '::1' });
  });

  it('follows the rates admins maintain, and converts prices with them', async () => {
    await handle.db.update(currencyRates).set({ rate: 0.5 }).where(eq(currencyRates.code, 'GBP'));
    const geo = await geolocate(handle.db, '81.2.69.160');
    expect(geo.currencyConverterRate).toBe(0.5);
    expect(convertCents(1999, geo.currencyConverterRate)).toBe(1000);
    await handle.db.delete(currencyRates).where(eq(currencyRates.code, 'GBP'));
    expect(await geolocate(handle.db, '81.2.69.160')).toMatchObject({ countryCode: 'GB', currencyCode: 'USD', currencyConverterRate: 1 });
  });
});
