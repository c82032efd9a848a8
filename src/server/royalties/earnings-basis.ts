import type { EarningsBasis } from '#/lib/royalty.ts';
import type { Database } from '#/server/db/open.ts';
import { getSettings } from '#/server/settings/settings.ts';
import { royaltyNow } from './clock.ts';
import { rateAt } from './rates.ts';

/** What the character editor previews earnings with: the artist's share now and the store's credit value (the ledger's inputs). */
export async function earningsBasis(db: Database, artistId: string): Promise<EarningsBasis> {
  const [percent, settings] = await Promise.all([rateAt(db, artistId, royaltyNow()), getSettings(db)]);
  return { percent, creditValueCents: settings.creditValueCents };
}
