import { ACCOUNT_AREAS } from '#/lib/account-links.ts';
import { parseCatalogueQuery } from '#/lib/catalogue-query.ts';
import { POPUP_TARGET } from '#/lib/popup.ts';
import { searchCharacters } from '#/server/catalogue/search.ts';
import type { Database } from '#/server/db/open.ts';
import type { WelcomeData } from '#/server/mail/templates/welcome.tsx';
import { queueMail } from '#/server/tasks/store-tasks.ts';
import type { RegisterNotices } from '#/server/auth/accounts.ts';

/** How many free samples the welcome mail names (the button opens all of them). */
export const WELCOME_SAMPLES = 3;
/** The account pages the welcome mail links to: the first few of the hub's. */
const WELCOME_LINKS = ['/account', '/account/downloads', '/account/orders', '/account/licences', '/account/credits'];

/** The welcome mail's content: the most popular free samples and the account's pages, as absolute links. */
export async function welcomeData(db: Database, name: string, siteUrl: string): Promise<WelcomeData> {
  // A catalogue that cannot be read must not hold up the welcome: the button still opens the free samples.
  const found = await searchCharacters(db, parseCatalogueQuery(new URLSearchParams({ price: 'free', sort: 'popular' }))).catch(() => ({ items: [] }));
  const url = (path: string) => new URL(path, siteUrl).href;
  const labels = new Map<string, string>([['/account', 'Your account'], ...ACCOUNT_AREAS.map((a) => [a.href, a.label] as [string, string])]);
  return {
    name,
    samples: found.items.slice(0, WELCOME_SAMPLES).map((c) => ({ title: c.title, href: url(`/cartoon-characters/${c.slug}`) })),
    samplesHref: url(POPUP_TARGET),
    links: WELCOME_LINKS.map((href) => ({ label: labels.get(href) ?? href, href: url(href) })),
  };
}

/**
 * What registration tells by email, through the outbox (retried while SMTP is down): a new
 * account gets the welcome mail; the owner of a taken address hears of the attempt instead.
 */
export function registerNotices(db: Database, siteUrl: string): RegisterNotices {
  return {
    async created(user) {
      await queueMail(db, user.email, 'welcome', await welcomeData(db, user.name, siteUrl));
    },
    async taken(email) {
      await queueMail(db, email, 'notice', {
        subject: 'Someone tried to create a Toonmart account with your email',
        heading: 'You already have an account',
        lines: ['Someone (hopefully you) tried to create a new Toonmart account with this email. Your account is unchanged.', 'If you forgot your password, choose a new one with the button below.'],
        action: { label: 'Recover your account', href: new URL('/recover-account', siteUrl).href },
        footnote: 'If it was not you, ignore this email.',
      });
    },
  };
}
