import { describe, expect, it } from 'vitest';
import { composeMail } from './compose.ts';

const site = 'http://localhost:4321';

describe('composeMail', () => {
  it('renders the recovery mail with the link in both parts', async () => {
    const link = `${site}/recover-account?token=abc`;
    const mail = await composeMail('recovery', { email: 'ann@example.test', link, minutes: 30 }, site);
    expect(mail.subject).toBe('Recover your Toonmart account');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('ann@example.test');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail).toMatchSnapshot();
  });

  it('renders a notice: heading, lines, one button to the page', async () => {
    const mail = await composeMail(
      'notice',
      { subject: 'Custom order #7 approved', heading: 'Your order was approved', lines: ['An artist will start soon.'], action: { label: 'See your order', href: `${site}/account/custom-orders/1` } },
      site,
    );
    expect(mail.subject).toBe('Custom order #7 approved');
    expect(mail.text).toContain('An artist will start soon.');
    expect(mail.html).toContain('See your order');
    expect(mail).toMatchSnapshot();
  });

  it('renders a receipt: order number, items with licence and amount, totals in their own units, method, link', async () => {
    const orderUrl = `${site}/account/orders/0b6f3c1e-0000-4000-8000-000000000001`;
    const mail = await composeMail(
      'receipt',
      {
        number: 'TM-001042',
        date: '23 Nov 2026',
        buyer: 'Ann Buyer',
        items: [
          { title: 'Captain Comet', licence: 'Standard licence', amount: '$22.99 USD', certificateUrl: `${site}/account/licences/0b6f3c1e-0000-4000-8000-000000000002` },
          { title: 'Pip the Robot', licence: 'Extended licence', amount: '8 credits' },
        ],
        totals: ['$22.99 USD', '8 credits'],
        method: 'card (demo payment) and credits',
        orderUrl,
      },
      site,
    );
    expect(mail.subject).toBe('Your Toonmart receipt: order TM-001042');
    for (const text of ['TM-001042', 'Captain Comet', 'Standard licence', '$22.99 USD', '8 credits', 'card (demo payment) and credits', orderUrl]) expect(mail.text).toContain(text);
    expect(mail.html).toContain(`href="${orderUrl}"`);
    expect(mail.text).toContain('Licence certificate for Captain Comet');
    expect(mail.html).toContain(`href="${site}/account/licences/0b6f3c1e-0000-4000-8000-000000000002"`);
    expect(mail.text).not.toContain('Licence certificate for Pip the Robot');
    expect(mail).toMatchSnapshot();
  });

  it('renders a custom order update: the job, what happened, what next, one button', async () => {
    const href = `${site}/account/custom-orders/1`;
    const mail = await composeMail(
      'jobUpdate',
      { subject: 'Custom order #7 "Captain Crumb": delivery ready', jobLabel: 'Custom order #7: Captain Crumb', heading: 'Your delivery is ready', happened: 'Alex delivered work for your review.', next: 'Accept it or ask for corrections.', action: { label: 'Review the delivery', href } },
      site,
    );
    expect(mail.subject).toBe('Custom order #7 "Captain Crumb": delivery ready');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Custom order #7: Captain Crumb');
      expect(part).toContain('Alex delivered work for your review.');
      expect(part).toContain('What next');
      expect(part).toContain('Accept it or ask for corrections.');
    }
    expect(mail.html).toContain(`href="${href}"`);
    expect(mail.text).toContain(href);
    expect(mail).toMatchSnapshot();
  });

  it('renders a review decision: the outcome, the notes by field, one button to the character', async () => {
    const href = `${site}/contributor/characters/1`;
    const mail = await composeMail('reviewDecision', { title: 'Robo Rex', outcome: 'changes_requested', notes: [{ field: 'Pricing', note: 'Extended should be 3× Standard.' }], href }, site);
    expect(mail.subject).toBe('Changes requested on "Robo Rex"');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('submit it for review again');
      expect(part).toContain('Pricing');
      expect(part).toContain('Extended should be 3× Standard.');
    }
    expect(mail.html).toContain(`href="${href}"`);
  });

  it('renders a state change by staff: what happened, the reason, one button to the character', async () => {
    const href = `${site}/contributor/characters/1`;
    const mail = await composeMail('characterState', { title: 'Bolt the Robot', change: 'unpublished', reason: 'The EPS file is empty.', href }, site);
    expect(mail.subject).toBe('"Bolt the Robot" was unpublished by staff');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('The EPS file is empty.');
      expect(part).toContain('submit it for review again');
    }
    expect(mail.html).toContain(`href="${href}"`);
  });

  it('renders payout decisions: paid with amount and reference, rejected with the reason', async () => {
    const href = `${site}/contributor/earnings`;
    const paid = await composeMail('payoutDecision', { outcome: 'paid', amount: '$120.00', reference: 'demo_po_42', reason: null, href }, site);
    expect(paid.subject).toBe('Your payout of $120.00 is on its way');
    for (const part of [paid.text, paid.html]) {
      expect(part).toContain('Reference');
      expect(part).toContain('demo_po_42');
    }
    expect(paid.html).toContain(`href="${href}"`);
    const rejected = await composeMail('payoutDecision', { outcome: 'rejected', amount: '$70.00', reference: null, reason: 'Tax form incomplete', href }, site);
    expect(rejected.subject).toBe('Your payout request of $70.00 was not approved');
    for (const part of [rejected.text, rejected.html]) {
      expect(part).toContain('Tax form incomplete');
      expect(part).toContain('back in your available balance');
      expect(part).not.toContain('Reference');
    }
  });
});
