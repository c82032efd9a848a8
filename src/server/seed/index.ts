import type { Database } from '../db/open.ts';
import { adminSeeder } from './admin.ts';

/**
 * Demo data, one seeder per domain, run in this order on an empty database in
 * demo mode and by `npm run db:seed`. Each seeder is idempotent.
 */
export type Seeder = { name: string; run(db: Database, log: (line: string) => void): Promise<void> };

export const seeders: Seeder[] = [adminSeeder];

export async function seedDemoData(db: Database, log: (line: string) => void = console.log): Promise<void> {
  for (const seeder of seeders) {
    await seeder.run(db, log);
  }
}
