import type { GeoConfig } from './api/geo.ts';

export type { GeoConfig };

/** The geo configuration's defaults: USD at rate 1, India, everything else unknown. */
export const GEO_DEFAULTS: GeoConfig = {
  currencyCode: 'USD',
  currencyConverterRate: 1,
  countryName: 'India',
  request: 'unknown',
  city: 'unknown',
  region: 'unknown',
  countryCode: 'unknown',
  latitude: 'unknown',
  longitude: 'unknown',
};
