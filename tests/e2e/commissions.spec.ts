import { expect, test, type Browser, type Page } from '@playwright/test';
import { addBusinessDays, formatDay } from '#/lib/jobs/due.ts';
import { browserAs, submit } from './helpers/jobs.ts';

/**
 * An artist plans a commission before taking it: what it pays them and when it is due, on the
 * job list and the job page; then declines one (with a reason, back to staff) and accepts another.
 */
const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** An Essential order ($149) paid by the demo card, approved and given to Demo Artist by staff; its page path for the customer. */
async function allocatedJob(customer: Page, admin: Page, title: string): Promise<string> {
  await customer.goto('/customize');
  await customer.getByLabel(/Essential/).check();
  await customer.getByLabel('Working name of the character').fill(title);
  await customer.getByLabel(/^Brief/).fill('A friendly lighthouse keeper for a seaside museum; audience: school classes.');
  await customer.getByLabel('Style').selectOption('Flat vector');
  await customer.getByLabel('Intended use').fill('Museum signs and worksheets');
  await customer.getByLabel('Pay by card').check();
  await Promise.all([customer.waitForURL(/\/checkout\/demo\//), customer.getByRole('button', { name: 'Place order' }).click()]);
  await Promise.all([customer.waitForURL(/\/account\/custom-orders\/[0-9a-f-]{36}$/), customer.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d USD$/ }).click()]);
  // Before approval the customer reads the turnaround; the number is the receipt's.
  await expect(customer.getByRole('heading', { level: 1, name: new RegExp(`^TM-\\d{6} ${title}$`) })).toBeVisible();
  await expect(customer.getByText('5 business days after approval')).toBeVisible();
  const path = new URL(customer.url()).pathname;
  await admin.goto(path.replace('/account/custom-orders/', '/admin/jobs/'));
  await submit(admin, 'Approve');
  await admin.getByLabel('Artist').selectOption({ label: 'Demo Artist' });
  await submit(admin, 'Allocate artist');
  return path;
}

async function pages(browser: Browser, size: (typeof SIZES)[number]) {
  const [customer, admin, artist] = [await browserAs(browser, 'user'), await browserAs(browser, 'admin'), await browserAs(browser, 'contributor')];
  for (const page of [customer, admin, artist]) await page.setViewportSize({ width: size.width, height: size.height });
  return { customer, admin, artist };
}

for (const size of SIZES) {
  test(`an artist sees a commission's pay and due date, declines one and accepts another (${size.name})`, async ({ browser }) => {
    test.setTimeout(150_000);
    const { customer, admin, artist } = await pages(browser, size);
    const stamp = Date.now();
    const [declined, accepted] = [`Lighthouse Lou ${size.name} ${stamp}`, `Harbour Hal ${size.name} ${stamp}`];
    const declinedPath = await allocatedJob(customer, admin, declined);
    const acceptedPath = await allocatedJob(customer, admin, accepted);
    const due = `Due ${formatDay(addBusinessDays(new Date(), 5))}`;

    // The customer's order page and list show the due day from the approval.
    await customer.goto(acceptedPath);
    await expect(customer.getByText(due, { exact: true })).toBeVisible();
    await customer.goto('/account/custom-orders');
    await expect(customer.locator('tr', { hasText: accepted })).toContainText(due);

    // The artist's list: what each job pays them and when it is due, before accepting it.
    await artist.goto('/contributor');
    const row = artist.locator('tr', { hasText: declined });
    await expect(row).toContainText('$74.50');
    await expect(row).toContainText(due);

    // Declining needs a reason; it sends the job back to staff and out of the artist's list.
    await row.getByRole('link', { name: new RegExp(declined) }).click();
    await expect(artist.getByText('$74.50 (50% of $149.00)')).toBeVisible();
    await expect(artist.getByText(due, { exact: true })).toBeVisible();
    await artist.getByRole('button', { name: 'Decline this job' }).click();
    await expect(artist).toHaveURL(new RegExp(`${declinedPath.split('/').pop()}$`));
    await artist.getByLabel(/Why you decline/).fill('Fully booked until January, sorry.');
    await Promise.all([artist.waitForURL(/\/contributor$/), artist.getByRole('button', { name: 'Decline this job' }).click()]);
    await expect(artist.locator('tr', { hasText: declined })).toHaveCount(0);
    await admin.goto('/admin/jobs?filter=unallocated');
    await admin.getByRole('link', { name: new RegExp(declined) }).click();
    await expect(admin.getByText('The last artist declined this job: Fully booked until January, sorry.')).toBeVisible();

    // Accepting starts the work.
    await artist.goto(acceptedPath.replace('/account/custom-orders/', '/contributor/jobs/'));
    await expect(artist.getByText('$74.50 (50% of $149.00)')).toBeVisible();
    await submit(artist, 'Accept and start work');
    await expect(artist.getByText('In progress', { exact: true })).toBeVisible();
    await expect(artist.getByRole('button', { name: 'Decline this job' })).toHaveCount(0);
    expect(await artist.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const page of [customer, admin, artist]) await page.context().close();
  });
}
