import { eq } from 'drizzle-orm';
import { DEFAULT_CREDIT_VALUE_CENTS } from '#/lib/pricing.ts';
import { storeSettingsSchema } from '#/lib/settings.ts';
import { getDb } from '#/server/db/index.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { storeSettings } from '#/server/db/schema.ts';
import { getSettings } from './settings.ts';

/**
 * The value of one credit in US cents, as staff set it (/admin/settings). Read through the
 * settings memo, which the cache bus drops on every change: a new value applies without a restart.
 */
export async function creditValueCents(db: Database): Promise<number> {
  return (await getSettings(db)).creditValueCents;
}

/**
 * The same value read inside a transaction that is already open (a sale's fulfilment): one row of
 * store_settings through the transaction itself, never a second connection that could wait on it.
 */
export async function creditValueIn(tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, 'creditValueCents')).limit(1);
  const parsed = storeSettingsSchema.shape.creditValueCents.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_CREDIT_VALUE_CENTS;
}

/**
 * For a page: the store's credit value, or the default on a prerendered page (no database at build
 * time) or when the settings cannot be read (the page still renders).
 */
export async function creditValueForPage(isPrerendered: boolean): Promise<number> {
  if (isPrerendered) return DEFAULT_CREDIT_VALUE_CENTS;
  return getDb().then(creditValueCents).catch(() => DEFAULT_CREDIT_VALUE_CENTS);
}
