import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { artistAccounts } from '#/server/db/schema.ts';
import type { PayoutDetails } from '#/lib/api/earnings.ts';

/**
 * Payout details and the tax placeholder, encrypted at rest with AES-256-GCM under a key
 * from the environment (PAYOUT_DETAILS_KEY, hashed to 32 bytes). A stolen database dump
 * alone reveals nothing; changing the key makes old details unreadable (artists re-enter them).
 */
const keyOf = (secret: string) => createHash('sha256').update(secret).digest();

export function sealDetails(details: PayoutDetails, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
}

export function openDetails(sealed: string, secret: string): PayoutDetails | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as PayoutDetails;
  } catch {
    return null;
  }
}

/** All but the last 4 characters hidden; short values entirely. */
export const mask = (value: string) => (value.length <= 4 ? '••••' : `${'•'.repeat(Math.min(value.length - 4, 8))}${value.slice(-4)}`);

export function maskDetails(details: PayoutDetails): PayoutDetails {
  return { legalName: `${details.legalName.slice(0, 1)}${'•'.repeat(5)}`, country: details.country, account: mask(details.account), stripeAccount: details.stripeAccount ? mask(details.stripeAccount) : '' };
}

/** Creates the artist's account row if missing (payouts lock it). */
export async function ensureAccount(tx: DbOrTx, artistId: string): Promise<void> {
  await tx.insert(artistAccounts).values({ artistId }).onConflictDoNothing();
}

export async function savePayoutDetails(db: Database, artistId: string, details: PayoutDetails, secret: string): Promise<PayoutDetails> {
  await ensureAccount(db, artistId);
  await db.update(artistAccounts).set({ payoutDetails: sealDetails(details, secret), detailsUpdatedAt: new Date() }).where(eq(artistAccounts.artistId, artistId));
  return maskDetails(details);
}

export async function payoutDetailsOf(db: DbOrTx, artistId: string, secret: string): Promise<PayoutDetails | null> {
  const [row] = await db.select({ sealed: artistAccounts.payoutDetails }).from(artistAccounts).where(eq(artistAccounts.artistId, artistId));
  return row?.sealed ? openDetails(row.sealed, secret) : null;
}
