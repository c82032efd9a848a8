import { and, count, eq, max } from 'drizzle-orm';
import type { RATE_SOURCES } from '#/lib/settings.ts';
import type { Database } from '#/server/db/open.ts';
import { env } from '#/server/config/env.ts';
import { currencyRates, sourceCurrencyRates } from '#/server/db/schema.ts';
import { getSettings } from '#/server/settings/settings.ts';

/**
 * Where the price pages' currency rates come from, as staff choose at /admin/settings
 * ("Currency rate source"): the rates staff enter (manual), or rates fetched from the European
 * Central Bank or Open Exchange Rates by the rates.refresh task. All rates are units per 1 USD.
 */
export type RateSource = (typeof RATE_SOURCES)[number];
export type FetchedSource = Exclude<RateSource, 'manual'>;
export type Rates = Record<string, number>;

const CODE = /^[A-Z]{3}$/;
const keep = (code: string, rate: number) => CODE.test(code) && Number.isFinite(rate) && rate > 0 && rate < 1_000_000;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The ECB's daily reference rates (units per 1 EUR, XML) turned into units per 1 USD (pure). */
export function parseEcbRates(xml: string): Rates {
  const perEur: Rates = { EUR: 1 };
  for (const match of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([\d.]+)['"]\s*\/>/g)) {
    perEur[match[1]!] = Number(match[2]);
  }
  const usd = perEur.USD;
  if (!usd || !(usd > 0)) throw new Error('The ECB rates have no USD rate.');
  const rates: Rates = {};
  for (const [code, rate] of Object.entries(perEur)) if (keep(code, rate)) rates[code] = round6(rate / usd);
  rates.USD = 1;
  return rates;
}

/** Open Exchange Rates' latest.json (base USD) (pure). */
export function parseOpenExchangeRates(body: unknown): Rates {
  const data = body as { base?: unknown; rates?: Record<string, unknown> };
  if (data?.base !== 'USD' || typeof data.rates !== 'object' || !data.rates) throw new Error('Open Exchange Rates answered without USD-based rates.');
  const rates: Rates = {};
  for (const [code, rate] of Object.entries(data.rates)) if (typeof rate === 'number' && keep(code, rate)) rates[code] = round6(rate);
  rates.USD = 1;
  return rates;
}

const ECB_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** Fetches one source's current rates (Open Exchange Rates needs OPENEXCHANGERATES_APP_ID). */
export async function fetchRates(source: FetchedSource, fetchFn: typeof fetch = fetch): Promise<Rates> {
  const signal = AbortSignal.timeout(15_000);
  if (source === 'ecb') {
    const response = await fetchFn(ECB_URL, { signal });
    if (!response.ok) throw new Error(`The ECB answered ${response.status}.`);
    return parseEcbRates(await response.text());
  }
  const appId = env().OPENEXCHANGERATES_APP_ID;
  if (!appId) throw new Error('OPENEXCHANGERATES_APP_ID is not set.');
  const response = await fetchFn(`https://openexchangerates.org/api/latest.json?app_id=${encodeURIComponent(appId)}`, { signal });
  if (!response.ok) throw new Error(`Open Exchange Rates answered ${response.status}.`);
  return parseOpenExchangeRates(await response.json());
}

/** Stores a source's rates (one upsert per currency). */
export async function saveSourceRates(db: Database, source: FetchedSource, rates: Rates): Promise<number> {
  const fetchedAt = new Date();
  const rows = Object.entries(rates).map(([code, rate]) => ({ source, code, rate, fetchedAt }));
  if (!rows.length) return 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx.insert(sourceCurrencyRates).values(row).onConflictDoUpdate({ target: [sourceCurrencyRates.source, sourceCurrencyRates.code], set: { rate: row.rate, fetchedAt } });
    }
  });
  return rows.length;
}

/** What the chosen source holds: how many rates and when they were fetched (the admin's rates page). */
export async function sourceStatus(db: Database): Promise<{ source: RateSource; rates: number; fetchedAt: Date | null }> {
  const { rateSource } = await getSettings(db);
  if (rateSource === 'manual') return { source: rateSource, rates: 0, fetchedAt: null };
  const [row] = await db.select({ rates: count(), fetchedAt: max(sourceCurrencyRates.fetchedAt) }).from(sourceCurrencyRates).where(eq(sourceCurrencyRates.source, rateSource));
  return { source: rateSource, rates: row?.rates ?? 0, fetchedAt: row?.fetchedAt ?? null };
}

const FRESH_MS = 6 * 60 * 60_000;

/**
 * The rates.refresh task (hourly): fetches the chosen source's rates when they are missing or
 * older than 6 hours, so a newly chosen source fills within the hour; nothing to do for manual rates.
 */
export async function refreshChosenRates(db: Database, fetchFn: typeof fetch = fetch, now = new Date()): Promise<{ source: RateSource; saved: number }> {
  const status = await sourceStatus(db);
  const rateSource = status.source;
  if (rateSource === 'manual') return { source: rateSource, saved: 0 };
  if (status.fetchedAt && now.getTime() - status.fetchedAt.getTime() < FRESH_MS) return { source: rateSource, saved: 0 };
  return { source: rateSource, saved: await saveSourceRates(db, rateSource, await fetchRates(rateSource, fetchFn)) };
}

/**
 * One currency's rate from the chosen source. A fetched source that has no rate for it yet (not
 * fetched, or a currency it does not list) falls back to the staff's own table, so prices still show.
 */
export async function chosenRate(db: Database, code: string): Promise<number | null> {
  const { rateSource } = await getSettings(db);
  if (rateSource !== 'manual') {
    const [fetched] = await db.select({ rate: sourceCurrencyRates.rate }).from(sourceCurrencyRates)
      .where(and(eq(sourceCurrencyRates.source, rateSource), eq(sourceCurrencyRates.code, code))).limit(1);
    if (fetched) return Number(fetched.rate);
  }
  const [manual] = await db.select({ rate: currencyRates.rate }).from(currencyRates).where(eq(currencyRates.code, code)).limit(1);
  return manual ? Number(manual.rate) : null;
}
