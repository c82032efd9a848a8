import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CharacterTypeInput } from '#/lib/admin-schemas.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { one } from '#/server/db/rows.ts';
import { addCredits } from '#/server/commerce/credits.ts';
import type { Database } from '#/server/db/open.ts';
import { characterTypes, currencyRates, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { deleteRate, upsertRate, type RateInput } from '#/server/geo/rates.ts';
import { forgetCatalogueFacets } from '#/server/catalogue/search.ts';

/** Character types, currency rates, orders and credit adjustments, each change audited. */
export function listCharacterTypes(db: Database) {
  return db.select().from(characterTypes).orderBy(asc(characterTypes.position), asc(characterTypes.name));
}

export async function saveCharacterType(db: Database, actor: Actor, id: string | undefined, input: CharacterTypeInput, files: { imageKey?: string; videoKey?: string }) {
  const [taken] = await db.select({ id: characterTypes.id }).from(characterTypes)
    .where(id ? and(eq(characterTypes.slug, input.slug), ne(characterTypes.id, id)) : eq(characterTypes.slug, input.slug)).limit(1);
  if (taken) throw new AppError('CONFLICT', `A character type with the slug "${input.slug}" exists already.`);
  const values = { ...input, ...(files.imageKey ? { imageKey: files.imageKey } : {}), ...(files.videoKey ? { videoKey: files.videoKey } : {}) };
  const [current] = id ? await db.select().from(characterTypes).where(eq(characterTypes.id, id)).limit(1) : [];
  if (id && !current) throw new AppError('NOT_FOUND', 'No such character type.');
  const row = await db.transaction(async (tx) => {
    const saved = id
      ? one(await tx.update(characterTypes).set(values).where(eq(characterTypes.id, id)).returning())
      : one(await tx.insert(characterTypes).values(values).returning());
    await writeAudit(tx, actor, { action: id ? 'update' : 'create', entity: 'character_type', entityId: saved.id, summary: `${id ? 'Updated' : 'Created'} character type ${saved.name}`, before: current ?? null, after: saved });
    return saved;
  });
  forgetCatalogueFacets(db);
  const replaced = [files.imageKey && current?.imageKey, files.videoKey && current?.videoKey].filter((k): k is string => !!k);
  return { row, replaced };
}

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

/** A manual credit change: one ledger row with the admin's reason, and an audit entry, in one transaction. */
export async function adjustCredits(db: Database, actor: Actor, input: { email: string; delta: number; reason: string }) {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`).limit(1);
  if (!user) throw new AppError('NOT_FOUND', `No account with the email ${input.email}.`);
  try {
    return await db.transaction(async (tx) => {
      const balance = await addCredits(tx, user.id, input.delta, `Admin adjustment by ${actor.email}: ${input.reason}`);
      await writeAudit(tx, actor, { action: 'adjust_credits', entity: 'user', entityId: user.id, summary: `${input.delta > 0 ? 'Added' : 'Removed'} ${Math.abs(input.delta)} credits for ${user.email}: ${input.reason}`, before: { credits: balance - input.delta }, after: { credits: balance, reason: input.reason } });
      return { email: user.email, balance };
    });
  } catch (error) {
    // 23514: the balance CHECK (credit_accounts.balance >= 0), possibly wrapped by drizzle.
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23514') {
      throw new AppError('CONFLICT', `${user.email} does not have that many credits: a balance cannot go below 0.`);
    }
    throw error;
  }
}

