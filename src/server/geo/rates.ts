import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { currencyRates } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';

/** The currency rates table admins maintain (units of the currency per 1 USD); the admin UI calls these. */
export const rateInput = z.object({
  code: z.string().regex(/^[A-Z]{3}$/, 'A three-letter ISO 4217 code in capitals, e.g. EUR'),
  name: z.string().trim().min(1).max(60),
  rate: z.number().positive().max(1_000_000),
});
export type RateInput = z.infer<typeof rateInput>;

export function listRates(db: Database) {
  return db.select().from(currencyRates).orderBy(asc(currencyRates.code));
}

export async function upsertRate(db: DbOrTx, input: RateInput) {
  const value = rateInput.parse(input);
  if (value.code === 'USD' && value.rate !== 1) throw new AppError('VALIDATION_FAILED', 'USD is the base currency: its rate stays 1.');
  const [row] = await db
    .insert(currencyRates)
    .values(value)
    .onConflictDoUpdate({ target: currencyRates.code, set: { name: value.name, rate: value.rate, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function deleteRate(db: DbOrTx, code: string): Promise<void> {
  if (code === 'USD') throw new AppError('VALIDATION_FAILED', 'USD is the base currency and cannot be removed.');
  const removed = await db.delete(currencyRates).where(eq(currencyRates.code, code)).returning();
  if (!removed.length) throw new AppError('NOT_FOUND', `No rate for ${code}.`);
}
