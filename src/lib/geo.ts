/** The geo configuration of spec section 3 and its defaults. */
export type GeoConfig = {
  currencyCode: string;
  currencyConverterRate: number;
  countryName: string;
  request: string;
  city: string;
  region: string;
  countryCode: string;
  latitude: string | number;
  longitude: string | number;
};

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
