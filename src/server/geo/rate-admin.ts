import { eq } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import type { Database } from '#/server/db/open.ts';
import { currencyRates } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { deleteRate, upsertRate, type RateInput } from './rates.ts';

/** A staff member's change to a currency rate, audited in the same transaction. */
export async function saveCurrencyRate(db: Database, actor: Actor, input: RateInput) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(currencyRates).where(eq(currencyRates.code, input.code)).for('update');
    const row = await upsertRate(tx, input);
    await writeAudit(tx, actor, { action: 'upsert', entity: 'currency_rate', entityId: row.code, summary: `Set 1 USD = ${row.rate} ${row.code}`, before: before ?? null, after: row });
    return row;
  });
}

export async function removeCurrencyRate(db: Database, actor: Actor, code: string) {
  // Codes are three letters; anything else (a NUL byte made PostgreSQL refuse the query: a 500) names no rate.
  if (!/^[A-Z]{3}$/.test(code)) throw new AppError('NOT_FOUND', 'No currency rate with this code.');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(currencyRates).where(eq(currencyRates.code, code)).for('update');
    await deleteRate(tx, code);
    await writeAudit(tx, actor, { action: 'delete', entity: 'currency_rate', entityId: code, summary: `Removed the ${code} rate`, before: before ?? null, after: null });
  });
}
