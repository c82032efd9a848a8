import { expect, test } from '@playwright/test';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { baseURL } from '#test-support/e2e-base-url.ts';
import { browserAs, png, submit } from './helpers/jobs.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from './helpers/auth.ts';

test('a custom job lives its whole life across customer, admin and artist', async ({ browser }) => {
  test.setTimeout(120_000);
  const [customer, admin, artist] = [await browserAs(browser, 'user'), await browserAs(browser, 'admin'), await browserAs(browser, 'contributor')];
  const title = `Captain Crumb ${Date.now()}`;

  // The customer orders with a reference.
  await customer.goto('/customize');
  await customer.getByLabel(/Professional/).check();
  await customer.getByLabel('Working name of the character').fill(title);
  await customer.getByLabel(/^Brief/).fill('A cheerful pirate baker for a bakery chain; audience: families with children.');
  await customer.getByLabel('Style').selectOption('Flat vector');
  await customer.getByLabel('Intended use').fill('Website mascot and packaging');
  await customer.getByLabel(/^References/).setInputFiles(png('sketch.png'));
  // Card, so this spec spends none of the demo customer's credits (other specs count them).
  await customer.getByLabel('Pay by card').check();
  // A card order goes to the payment provider (the demo confirmation page) and is unpaid until confirmed.
  await Promise.all([customer.waitForURL(/\/checkout\/demo\/[0-9a-f-]{36}\?success=/), customer.getByRole('button', { name: 'Place order' }).click()]);
  await expect(customer.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await expect(customer.getByText(new RegExp(`Custom character: ${title}`))).toBeVisible();
  // Until it is paid the admins do not have it to review.
  await admin.goto('/admin/jobs?filter=unallocated');
  await expect(admin.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  await Promise.all([customer.waitForURL(/\/account\/custom-orders\/[0-9a-f-]{36}$/), customer.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d USD$/ }).click()]);
  await expect(customer.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  await expect(customer.getByText('Pending review', { exact: true })).toBeVisible();
  const jobUrl = new URL(customer.url()).pathname;
  const jobId = jobUrl.split('/').pop() as string;

  // The admin finds it among the jobs with no artist, approves it and allocates the artist.
  await admin.goto('/admin/jobs?filter=unallocated');
  await admin.getByRole("link", { name: new RegExp(title) }).click();
  await submit(admin, 'Approve');
  await expect(admin.getByText('Approved', { exact: true })).toBeVisible();
  await admin.getByLabel('Artist').selectOption({ label: 'Demo Artist' });
  await submit(admin, 'Allocate artist');
  await expect(admin.getByRole('button', { name: 'Re-allocate artist' })).toBeVisible();

  // The artist sees it, downloads the reference, starts and delivers.
  await artist.goto('/contributor');
  await artist.getByRole('link', { name: new RegExp(title) }).click();
  const reference = artist.waitForEvent('download');
  await artist.getByRole('list', { name: 'References' }).getByRole('link', { name: 'sketch.png' }).click();
  expect((await reference).suggestedFilename()).toBe('sketch.png');
  await submit(artist, 'Accept and start work');
  await artist.getByLabel(/Work files/).setInputFiles(png('crumb-v1.png'));
  await submit(artist, 'Upload work');
  await expect(artist.getByText('In review', { exact: true })).toBeVisible();

  // The customer asks for corrections with a file.
  await customer.reload();
  await expect(customer.getByRole('list', { name: 'Delivery 1 files' }).getByRole('link', { name: 'crumb-v1.png' })).toBeVisible();
  await customer.getByLabel('What should change?').fill('Make the hat bigger, please.');
  await customer.getByLabel(/^Files/).setInputFiles(png('hat.png'));
  await submit(customer, 'Ask for corrections');
  await expect(customer.getByText('In progress', { exact: true })).toBeVisible();

  // The artist reads the request and uploads corrected work.
  await artist.reload();
  await expect(artist.getByText('Make the hat bigger, please.').first()).toBeVisible();
  await artist.getByLabel(/Corrected work/).setInputFiles(png('crumb-v2.png'));
  await submit(artist, 'Upload corrected work');

  // The customer accepts; the files stay downloadable.
  await customer.reload();
  await submit(customer, 'Accept delivery');
  await expect(customer.getByText('Completed', { exact: true })).toBeVisible();
  const download = customer.waitForEvent('download');
  await customer.getByRole('list', { name: 'Delivery 2 files' }).getByRole('link', { name: 'crumb-v2.png' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('crumb-v2.png');
  expect((await customer.request.get(`/api/jobs/${jobId}`)).status()).toBe(200);

  // Nobody can act on a completed job any more: the workflow answers 409.
  expect((await admin.request.post(`/api/jobs/${jobId}/hold`, { data: {} })).status()).toBe(409);
  for (const page of [customer, admin, artist]) await page.context().close();
});

test('a signed-out visitor signs in from the order form and loses nothing', async ({ page, context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  await page.goto('/customize');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeHidden();
  await page.getByLabel('Working name of the character').fill('Draft Dino');
  await page.getByLabel(/^Brief/).fill('A shy dinosaur who loves libraries, for a reading app.');
  await page.getByLabel(/Animated/).check();
  await page.getByLabel('Style').selectOption('Flat vector');
  await page.getByLabel('Intended use').fill('Reading app');
  await page.getByLabel(/^References/).setInputFiles(png('dino-sketch.png'));
  await page.getByLabel('Email').fill(DEMO_EMAILS.user);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();

  // $899 is more than the demo customer's credits: the order is refused and the form keeps its text.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(/This order costs 899 credits and your balance is \d+\. Buy a credit pack or pay by card\./)).toBeVisible();
  await expect(page.getByLabel('Working name of the character')).toHaveValue('Draft Dino');
  await page.getByLabel('Pay by card').check();
  await Promise.all([page.waitForURL(/\/checkout\/demo\//), page.getByRole('button', { name: 'Place order' }).click()]);
  await Promise.all([page.waitForURL(/\/account\/custom-orders\//), page.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d USD$/ }).click()]);
  await expect(page.getByRole('heading', { level: 1, name: /Draft Dino/ })).toBeVisible();
  await expect(page.getByText(/Animated level, \$899, 15 business days/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'References' }).getByRole('link', { name: 'dino-sketch.png' })).toBeVisible();
  await expect(page.getByText(/Awaiting payment/)).toHaveCount(0);
});

test('the order form keeps its text through a reload until the order is sent', async ({ page, context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
  await page.goto('/customize');
  await page.getByLabel('Working name of the character').fill('Reloaded Raccoon');
  await page.getByLabel(/Professional/).check();
  await page.reload();
  await expect(page.getByLabel('Working name of the character')).toHaveValue('Reloaded Raccoon');
  await expect(page.getByLabel(/Professional/)).toBeChecked();
});

test('another customer cannot open someone else’s job or its files', async ({ browser }) => {
  const owner = await browserAs(browser, 'user');
  // A multipart post is a form post: Astro's origin check wants the store's own Origin, as a browser sends it.
  const created = await owner.request.post('/api/jobs', {
    headers: { origin: baseURL },
    multipart: {
      levelId: 'essential', title: 'Private Penguin', brief: 'A penguin for our private internal training videos.',
      style: 'Flat vector', intendedUse: 'Training', paymentMethod: 'card', references: png('secret.png'),
    },
  });
  expect(created.status()).toBe(201);
  const { job, location } = (await created.json()) as { job: { id: string; paymentStatus: string }; location: string };
  expect(job.paymentStatus).toBe('unpaid');
  expect(location).toMatch(/^\/checkout\/demo\/[0-9a-f-]{36}\?success=/);
  const detail = (await (await owner.request.get(`/api/jobs/${job.id}`)).json()) as { references: Array<{ id: string }> };
  const fileId = detail.references[0]?.id ?? '';
  expect((await owner.request.get(`/api/jobs/files/${fileId}`)).status()).toBe(200);
  // The unpaid order's page says so and sends its customer (only) back to the payment provider.
  await owner.goto(`/account/custom-orders/${job.id}`);
  await expect(owner.getByText(/^Awaiting payment/)).toBeVisible();
  await Promise.all([owner.waitForURL(new URL(location, baseURL).href), owner.getByRole('button', { name: /^Pay \$\d+ by card$/ }).click()]);

  const stranger = await (await browser.newContext()).newPage();
  const registered = await stranger.request.post('/api/auth/register', {
    data: { email: `stranger-${Date.now()}@toonmart.test`, password: 'a-long-enough-password-2026', name: 'Stranger' },
  });
  expect(registered.status()).toBe(201);
  expect((await stranger.request.get(`/api/jobs/${job.id}`)).status()).toBe(404);
  expect((await stranger.request.get(`/api/jobs/files/${fileId}`)).status()).toBe(404);
  expect((await stranger.request.post(`/api/jobs/${job.id}/accept`, { data: {} })).status()).toBe(404);
  expect((await stranger.goto(`/account/custom-orders/${job.id}`))?.status()).toBe(404);
  const list = (await (await stranger.request.get('/api/jobs')).json()) as { jobs: unknown[] };
  expect(list.jobs).toEqual([]);
  for (const page of [owner, stranger]) await page.context().close();
});
