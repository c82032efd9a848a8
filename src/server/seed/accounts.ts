import type { Role } from '#/lib/access.ts';
import { createAccount, findUserByEmail } from '#/server/auth/accounts.ts';
import type { Seeder } from './seeder.ts';

/** One demo account per role (README lists them). Never seeded in production unless DEMO_MODE=on. */
export const DEMO_PASSWORD = 'toonmart-demo-2026';
export const DEMO_ACCOUNTS: { email: string; name: string; role: Role }[] = [
  { email: 'user@toonmart.test', name: 'Demo User', role: 'user' },
  { email: 'contributor@toonmart.test', name: 'Demo Artist', role: 'contributor' },
  { email: 'admin@toonmart.test', name: 'Demo Admin', role: 'admin' },
  { email: 'superadmin@toonmart.test', name: 'Demo Super Admin', role: 'super_admin' },
];

export const accountsSeeder: Seeder = {
  name: 'accounts',
  async run(db, log) {
    for (const account of DEMO_ACCOUNTS) {
      if (!(await findUserByEmail(db, account.email))) {
        await createAccount(db, { ...account, password: DEMO_PASSWORD, emailVerified: true });
      }
    }
    log(`[seed] demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')}`);
  },
};
