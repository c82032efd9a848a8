import { eq } from 'drizzle-orm';
import { DEFAULT_CREDIT_VALUE_CENTS } from '#/lib/pricing.ts';
import { storeSettingsSchema } from '#/lib/settings.ts';
import type { DbOrTx } from '#/server/db/open.ts';
import { storeSettings } from '#/server/db/schema.ts';

/**
 * The value of one credit in US cents, as `creditValueCents` gives it, read inside a transaction that
 * is already open (a sale's fulfilment): one row of store_settings through the transaction itself,
 * never a second connection that could wait on it. Kept apart from the settings memo so that code
 * run on the embedded database's thread can import it.
 */
export async function creditValueIn(tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, 'creditValueCents')).limit(1);
  const parsed = storeSettingsSchema.shape.creditValueCents.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_CREDIT_VALUE_CENTS;
}
