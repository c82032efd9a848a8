import { DEFAULT_CREDIT_VALUE_CENTS } from '#/lib/pricing.ts';
import { getDb } from '#/server/db/index.ts';
import type { Database } from '#/server/db/open.ts';
import { getSettings } from './settings.ts';

/**
 * The value of one credit in US cents, as staff set it (/admin/settings). Read through the
 * settings memo, which the cache bus drops on every change: a new value applies without a restart.
 */
export async function creditValueCents(db: Database): Promise<number> {
  return (await getSettings(db)).creditValueCents;
}

/**
 * For a page: the store's credit value, or the default on a prerendered page (no database at build
 * time) or when the settings cannot be read (the page still renders).
 */
export async function creditValueForPage(isPrerendered: boolean): Promise<number> {
  if (isPrerendered) return DEFAULT_CREDIT_VALUE_CENTS;
  return getDb().then(creditValueCents).catch(() => DEFAULT_CREDIT_VALUE_CENTS);
}
