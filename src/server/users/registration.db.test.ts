import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertCharacter } from '#test-support/factories/catalogue.ts';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { tasks } from '#/server/db/schema.ts';
import { composeMail } from '#/server/mail/compose.ts';
import type { WelcomeData } from '#/server/mail/templates/welcome.tsx';
import { TASKS } from '#/server/tasks/store-tasks.ts';
import { register } from '#/server/auth/accounts.ts';
import { accountForProfile } from '#/server/auth/social/link.ts';
import { registerNotices, WELCOME_SAMPLES } from './registration.ts';

const site = 'http://localhost:4321';
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(async () => {
  await handle.close();
});

type Queued = { to: string; template: string; data: Record<string, unknown> };
const queuedMail = async () => (await handle.db.select().from(tasks).where(eq(tasks.kind, TASKS.mail))).map((task) => task.payload as Queued);

describe('the welcome mail', () => {
  it('is queued for a new account, with free samples and the account links, and reads well', async () => {
    await insertCharacter(handle.db, { slug: 'free-fox', title: 'Free Fox', priceType: 'free', priceStandard: 0, priceExtended: 0, popularity: 9 });
    await insertCharacter(handle.db, { slug: 'free-owl', title: 'Free Owl', priceType: 'free', priceStandard: 0, priceExtended: 0, popularity: 5 });
    await insertCharacter(handle.db, { slug: 'paid-bear', title: 'Paid Bear', priceType: 'credits' });
    await insertCharacter(handle.db, { slug: 'draft-cat', title: 'Draft Cat', priceType: 'free', priceStandard: 0, priceExtended: 0, status: 'draft' });

    await register(handle.db, { email: 'New.Buyer@example.test', password: 'a long enough passphrase', name: 'Nia' }, {}, undefined, registerNotices(handle.db, site));

    const mails = await queuedMail();
    expect(mails.map((m) => [m.to, m.template])).toEqual([['new.buyer@example.test', 'welcome']]);
    const data = mails[0]!.data as WelcomeData;
    expect(data.samples).toEqual([
      { title: 'Free Fox', href: `${site}/cartoon-characters/free-fox` },
      { title: 'Free Owl', href: `${site}/cartoon-characters/free-owl` },
    ]);
    expect(data.samples.length).toBeLessThanOrEqual(WELCOME_SAMPLES);

    const mail = await composeMail('welcome', data, site);
    expect(mail.subject).toBe('Welcome to Toonmart: your free sample characters');
    expect(mail.text).toContain('Welcome, Nia!');
    for (const href of [`${site}/cartoon-characters/free-fox`, `${site}/cartoon-characters?price=free`, `${site}/account`, `${site}/account/downloads`, `${site}/account/orders`, `${site}/account/licences`]) {
      expect(mail.html).toContain(`href="${href}"`);
    }
    expect(mail.text).not.toContain('Paid Bear');
    expect(mail.text).not.toContain('Draft Cat');
  });

  it('is not sent when the address is taken: its owner gets the "already have an account" notice instead', async () => {
    const notices = registerNotices(handle.db, site);
    await register(handle.db, { email: 'taken@example.test', password: 'a long enough passphrase' }, {}, undefined, notices);
    await register(handle.db, { email: 'Taken@example.test', password: 'another long passphrase' }, {}, undefined, notices);
    expect((await queuedMail()).map((m) => [m.to, m.template])).toEqual([
      ['taken@example.test', 'welcome'],
      ['taken@example.test', 'notice'],
    ]);
  });

  it('still goes out with no samples named when the catalogue has no free character', async () => {
    await register(handle.db, { email: 'early@example.test', password: 'a long enough passphrase' }, {}, undefined, registerNotices(handle.db, site));
    const [mail] = await queuedMail();
    const data = mail!.data as WelcomeData;
    expect(data.samples).toEqual([]);
    const composed = await composeMail('welcome', data, site);
    expect(composed.text).toContain('Welcome to Toonmart!');
    expect(composed.html).toContain(`href="${site}/cartoon-characters?price=free"`);
  });

  it('greets an account created through a provider once, and not an existing one it links to', async () => {
    const created = registerNotices(handle.db, site).created;
    const profile = { provider: 'github' as const, subject: '99', email: 'octo@example.test', emailVerified: true, name: 'Octo', avatar: null };
    await accountForProfile(handle.db, profile, created);
    await accountForProfile(handle.db, profile, created);
    await register(handle.db, { email: 'linked@example.test', password: 'a long enough passphrase' }, {}, undefined, {});
    await accountForProfile(handle.db, { ...profile, subject: '100', email: 'linked@example.test' }, created);
    expect((await queuedMail()).map((m) => [m.to, m.template])).toEqual([['octo@example.test', 'welcome']]);
  });
});
