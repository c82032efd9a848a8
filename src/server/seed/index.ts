import type { Database } from '../db/open.ts';
import type { Storage } from '../storage/storage.ts';
import { accountsSeeder } from './accounts.ts';
import { adminSeeder } from './admin.ts';
import { catalogueSeeder } from './catalogue.ts';
import { jobsSeeder } from './jobs.ts';

/**
 * Demo data, one seeder per domain, run in this order on an empty database in
 * demo mode and by `npm run db:seed`. Each seeder is idempotent.
 */
export type Seeder = { name: string; run(db: Database, log: (line: string) => void, storage: Storage): Promise<void> };

// Order matters: later seeders use the demo accounts (and jobs use the customize levels).
export const seeders: Seeder[] = [accountsSeeder, catalogueSeeder, adminSeeder, jobsSeeder];

/** `storage` receives the demo files: the server passes its own, `npm run db:seed` one built from the same settings. */
export async function seedDemoData(db: Database, storage: Storage, log: (line: string) => void = console.log): Promise<void> {
  for (const seeder of seeders) {
    await seeder.run(db, log, storage);
  }
}
