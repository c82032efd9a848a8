import { eq } from 'drizzle-orm';
import type { TaxProfile, TaxProfileInput } from '#/lib/api/account.ts';
import { isCountryCode } from '#/lib/countries.ts';
import type { DbOrTx } from '#/server/db/open.ts';
import { taxProfiles } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { checkVatNumber } from './vat-number.ts';

const EMPTY: TaxProfile = { companyName: '', address: '', country: null, vatNumber: '' };

/** The buyer's tax details, or empty ones (a consumer who never said where they are). */
export async function getTaxProfile(db: DbOrTx, userId: string): Promise<TaxProfile> {
  const [row] = await db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId));
  return row ? { companyName: row.companyName, address: row.address, country: row.country, vatNumber: row.vatNumber } : EMPTY;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { details: [{ path: field, message }] });

/**
 * Saves the buyer's tax details: the country must be a real one, and a VAT number needs a country
 * and the format of that country's numbers (EU member states and GB; elsewhere free text). Stored
 * normalised (DE123456789). Orders already placed keep the details they were placed with.
 */
export async function saveTaxProfile(db: DbOrTx, userId: string, input: TaxProfileInput): Promise<TaxProfile> {
  const country = input.country || null;
  if (country && !isCountryCode(country)) throw invalid('country', 'Choose a country from the list.');
  if (input.vatNumber && !country) throw invalid('country', 'Choose the billing country your VAT or tax number belongs to.');
  const vat = country ? checkVatNumber(country, input.vatNumber) : { ok: true as const, value: '' };
  if (!vat.ok) throw invalid('vatNumber', vat.message);
  if (vat.value && !input.companyName) throw invalid('companyName', 'Enter the company name the VAT number is registered to.');
  const row = { companyName: input.companyName, address: input.address, country, vatNumber: vat.value, updatedAt: new Date() };
  await db.insert(taxProfiles).values({ userId, ...row }).onConflictDoUpdate({ target: taxProfiles.userId, set: row });
  return { companyName: row.companyName, address: row.address, country, vatNumber: row.vatNumber };
}
