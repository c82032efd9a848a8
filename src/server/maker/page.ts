import type { Database } from '#/server/db/open.ts';
import { getSettings } from '#/server/settings/settings.ts';
import { listDesigns } from './designs.ts';

/** What /customize/maker shows around the island: the shopper's saved designs and the maker prices (cents). */
export async function makerPage(db: Database, userId: string | null) {
  const [settings, saved] = await Promise.all([getSettings(db), userId ? listDesigns(db, userId) : Promise.resolve([])]);
  return { saved: saved.map(({ id, name, code }) => ({ id, name, code })), prices: { standard: settings.makerStandardCents, extended: settings.makerExtendedCents } };
}
