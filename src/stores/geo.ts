import { map } from 'nanostores';
import { GEO_DEFAULTS, type GeoConfig } from '#/lib/geo.ts';

/** The visitor's geo configuration; a 200 answer of GET /api/geolocation is merged into it. */
export const $geo = map<GeoConfig>({ ...GEO_DEFAULTS });

export function mergeGeo(data: Partial<GeoConfig>): void {
  $geo.set({ ...$geo.get(), ...data });
}
