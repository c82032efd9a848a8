import { eq } from 'drizzle-orm';
import { SETTINGS_DEFAULTS, storeSettingsSchema, type SettingKey, type StoreSettings } from '#/lib/settings.ts';
import type { DbOrTx } from '#/server/db/open.ts';
import { storeSettings } from '#/server/db/schema.ts';

/**
 * One setting read inside a transaction that is already open (a sale's fulfilment): one row of
 * store_settings through the transaction itself, never a second connection that could wait on it.
 * Kept apart from the settings memo so that code run on the embedded database's thread can import it.
 * A missing or no longer valid value gives the default.
 */
export async function settingIn<K extends SettingKey>(tx: DbOrTx, key: K): Promise<StoreSettings[K]> {
  const [row] = await tx.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, key)).limit(1);
  if (!row) return SETTINGS_DEFAULTS[key];
  const parsed = storeSettingsSchema.shape[key].safeParse(row.value);
  return parsed.success ? (parsed.data as StoreSettings[K]) : SETTINGS_DEFAULTS[key];
}

/** The value of one credit in US cents, as `creditValueCents` gives it, read inside an open transaction. */
export const creditValueIn = (tx: DbOrTx): Promise<number> => settingIn(tx, 'creditValueCents');
