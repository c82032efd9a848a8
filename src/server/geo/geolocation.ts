import { createRequire } from 'node:module';
import { Reader, type Response } from 'maxmind';
import fs from 'node:fs';
import { GEO_DEFAULTS, type GeoConfig } from '#/lib/geo.ts';
import type { Database } from '#/server/db/open.ts';
import { isPublicAddress } from '#/server/http/client-ip.ts';
import { currencyOf } from './currencies.ts';
import { chosenRate } from './rate-sources.ts';

/** The geo-whois-asn-country database ships in an npm package (data CC BY 4.0, NRO and others; credited on the site). */
let reader: Reader<Response> | undefined;

function lookupCountry(ip: string): string | null {
  if (!reader) {
    const file = createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
    reader = new Reader(fs.readFileSync(file));
  }
  try {
    const record = reader.get(ip) as { country_code?: string } | null;
    return record?.country_code ?? null;
  } catch {
    return null;
  }
}

/** The country an address geolocates to (ISO code), or null for a private, unknown or unplaced one: one piece of VAT evidence. */
export function countryOf(ip: string): string | null {
  return isPublicAddress(ip) ? lookupCountry(ip) : null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The currency and its rate from the source staff chose (store settings); an unknown currency is shown in USD. */
export async function rateFor(db: Database, code: string): Promise<{ currencyCode: string; currencyConverterRate: number }> {
  const rate = await chosenRate(db, code);
  return rate !== null ? { currencyCode: code, currencyConverterRate: rate } : { currencyCode: 'USD', currencyConverterRate: 1 };
}

/** The spec's geo configuration for an address: defaults, overridden by what the database knows. */
export async function geolocate(db: Database, ip: string): Promise<GeoConfig> {
  // The data maps some private ranges to countries: only public addresses are looked up.
  const country = isPublicAddress(ip) ? lookupCountry(ip) : null;
  if (!country) return { ...GEO_DEFAULTS, request: ip };
  const rate = await rateFor(db, currencyOf(country));
  return { ...GEO_DEFAULTS, request: ip, countryCode: country, countryName: regionNames.of(country) ?? country, ...rate };
}
