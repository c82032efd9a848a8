import { coupons } from '#/server/db/schema.ts';
import type { Seeder } from './seeder.ts';

/** Two demo codes to try in the cart (listed in the README): one on dollar prices, one on credit prices. */
export const DEMO_COUPONS = [
  { code: 'WELCOME10', kind: 'percent' as const, unit: 'money' as const, amount: 10, perCustomer: 1 },
  { code: 'CREDITS5', kind: 'fixed' as const, unit: 'credits' as const, amount: 5, minTotal: 20 },
];

export const couponsSeeder: Seeder = {
  name: 'coupons',
  async run(db, log) {
    const added = await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing().returning({ id: coupons.id });
    log(`[seed] coupons: ${added.length} added`);
  },
};
