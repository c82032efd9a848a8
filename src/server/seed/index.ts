import type { Database } from '#/server/db/open.ts';
import type { Storage } from '#/server/storage/storage.ts';
import type { Seeder } from './seeder.ts';
import { accountsSeeder } from './accounts.ts';
import { adminSeeder } from './admin.ts';
import { artistsSeeder } from './artists.ts';
import { catalogueSeeder } from './catalogue.ts';
import { couponsSeeder } from './coupons.ts';
import { jobsSeeder } from './jobs.ts';
import { reviewsSeeder } from './reviews.ts';
import { royaltiesSeeder } from './royalties.ts';
import { tutorialsSeeder } from './tutorials/seeder.ts';

/**
 * Demo data, one seeder per domain, run in this order on an empty database in demo mode and by
 * `npm run db:seed`. Order matters: later seeders use the demo accounts (and jobs use the customize levels);
 * reviews come after royalties, whose history is skipped once the artist has any sale.
 */
export const seeders: Seeder[] = [accountsSeeder, catalogueSeeder, artistsSeeder, adminSeeder, jobsSeeder, royaltiesSeeder, couponsSeeder, reviewsSeeder, tutorialsSeeder];

/** `storage` receives the demo files: the server passes its own, `npm run db:seed` one built from the same settings. */
export async function seedDemoData(db: Database, storage: Storage, log: (line: string) => void = console.log): Promise<void> {
  for (const seeder of seeders) {
    await seeder.run(db, log, storage);
  }
}
