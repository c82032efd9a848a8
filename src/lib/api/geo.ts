import { z } from '#/lib/zod.ts';
import { endpoint } from './contract.ts';

/** GET /geolocation: the geo configuration, merged into the defaults by the browser. */
export const geoConfig = z.object({
  currencyCode: z.string(),
  currencyConverterRate: z.number(),
  countryName: z.string(),
  request: z.string(),
  city: z.string(),
  region: z.string(),
  countryCode: z.string(),
  latitude: z.union([z.string(), z.number()]),
  longitude: z.union([z.string(), z.number()]),
});
export type GeoConfig = z.infer<typeof geoConfig>;

export const geoApi = {
  geolocation: endpoint('GET', '/geolocation', { response: geoConfig }),
};
