import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { POPUP_STORAGE_KEY } from '#/lib/popup.ts';
import { fakeFcmInBrowser } from './support/fake-fcm-browser.ts';
import { fakeFirebase, pushBaseURL, startPushServer } from './support/push-server.ts';

// One store with push configured for the whole file (started once, so the tests run in order).
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  const started = startPushServer();
  server = started.child;
  await started.ready;
});
test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => sessionStorage.setItem(key, 'dismissed'), POPUP_STORAGE_KEY);
});

type Saved = { path: string; token: string; status: number };

/** Every token the pages of this context post, with the server's answer. */
function recordTokenSaves(context: BrowserContext): Saved[] {
  const saved: Saved[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (!request.url().includes('save-fcm-token')) return;
    saved.push({ path: new URL(request.url()).pathname, token: request.postDataJSON().token, status: response.status() });
  });
  return saved;
}

/** Every script file the page downloads, with its text. */
function recordScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().then((text) => `${response.url()}\n${text}`));
  });
  return scripts;
}

const FIREBASE_MARKER = /fcmregistrations\.googleapis\.com|firebaseinstallations\.googleapis\.com/;

test.describe('web push with Firebase configured', () => {
  test.use({ baseURL: pushBaseURL });

  test('after the visitor grants permission the token goes to /apiFirewall; each page load then replaces it through {api base}', async ({ page, context }) => {
    const fcm = await fakeFcmInBrowser(context);
    const saved = recordTokenSaves(context);
    await page.goto('/notifications');
    const button = page.getByRole('button', { name: 'Turn on notifications' });
    await expect(button).toBeVisible();
    expect(fcm.googleCalls).toEqual([]);

    await context.grantPermissions(['notifications'], { origin: pushBaseURL });
    await button.click();
    await expect(page.getByText('Notifications are on in this browser.')).toBeVisible();
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]).toEqual({ path: '/apiFirewall/save-fcm-token', token: fcm.issued[0], status: 200 });

    await page.goto('/');
    await expect.poll(() => saved.length).toBe(2);
    expect(fcm.deleted).toEqual([fcm.issued[0]]);
    expect(fcm.issued).toHaveLength(2);
    expect(saved[1]).toEqual({ path: '/api/apiFirewall/save-fcm-token', token: fcm.issued[1], status: 200 });
  });

  test('a message delivered to the service worker reaches the open page and raises a notification', async ({ page, context }) => {
    await fakeFcmInBrowser(context);
    await context.grantPermissions(['notifications'], { origin: pushBaseURL });
    const saved = recordTokenSaves(context);
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      for (const r of list) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto('/');
    await expect.poll(() => saved.length).toBe(1);
    const scope = `${pushBaseURL}/firebase-cloud-messaging-push-scope`;
    await expect.poll(() => registrations.get(scope)).toBeTruthy();

    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: pushBaseURL,
      registrationId: registrations.get(scope)!,
      data: JSON.stringify({
        from: fakeFirebase.PUBLIC_FIREBASE_SENDER_ID,
        fcmMessageId: 'e2e-message-1',
        notification: { title: 'Your job is in review', body: 'The artist sent a first sketch.' },
        fcmOptions: { link: `${pushBaseURL}/account/jobs/1` },
        data: {},
      }),
    });
    const shown = () =>
      page.evaluate(async (s) => {
        const registration = await navigator.serviceWorker.getRegistration(s);
        return (await registration!.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data }));
      }, scope);
    // data.link (not Firebase's FCM_MSG wrapper) shows the page's onMessage handler raised it, not the worker alone.
    await expect.poll(shown).toEqual([{ title: 'Your job is in review', body: 'The artist sent a first sketch.', data: { link: `${pushBaseURL}/account/jobs/1` } }]);
  });

  test('with permission denied: no token call, no Firebase code, no push island', async ({ page, context }) => {
    const fcm = await fakeFcmInBrowser(context);
    const saved = recordTokenSaves(context);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const scripts = recordScripts(page);

    // Without a grant, headless Chromium answers the permission request with "denied".
    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(page.getByText('Notifications are blocked for Toonmart.')).toBeVisible();
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');

    requests.length = 0;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A reader of a public page without an island of its own gets neither React nor the push island
    // (the home page's local-currency price script may load: it is neither).
    expect(requests.filter((p) => /react|jsx-runtime|PushSetup|push/i.test(p))).toEqual([]);

    // A reader of an article downloads no JavaScript file at all.
    const articleScripts = recordScripts(page);
    await page.goto('/blogs/anticipation-follow-through-and-overlap');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await Promise.all(articleScripts)).toEqual([]);

    await page.goto('/notifications');
    await expect(page.getByText('Notifications are blocked for Toonmart.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const script of await Promise.all(scripts)) expect(script).not.toMatch(FIREBASE_MARKER);
    expect(saved).toEqual([]);
    expect(fcm.googleCalls).toEqual([]);
    expect(requests.filter((p) => /firebase|_push\//.test(p))).toEqual([]);
  });

  test('the token endpoints refuse what is not a push token', async ({ request }) => {
    for (const path of ['/api/apiFirewall/save-fcm-token', '/apiFirewall/save-fcm-token']) {
      const bad = await request.post(path, { data: { token: '<b>x</b>' } });
      expect(bad.status()).toBe(400);
      expect((await bad.json()).error.code).toBe('VALIDATION_FAILED');
    }
  });
});

test.describe('web push without Firebase configuration', () => {
  test('is off: granted permission loads nothing, posts nothing, and the worker is absent', async ({ page, context, request }) => {
    await context.grantPermissions(['notifications']);
    const saved = recordTokenSaves(context);
    const scripts = recordScripts(page);
    await page.goto('/notifications');
    await expect(page.getByText('Notifications are not available on this store yet.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const script of await Promise.all(scripts)) expect(script).not.toMatch(FIREBASE_MARKER);
    expect(saved).toEqual([]);
    expect(await (await request.get('/api/push/config')).json()).toEqual({ enabled: false });
    expect((await request.get('/firebase-messaging-sw.js')).status()).toBe(404);
  });
});

test.describe('announcements', () => {
  test('are for admins only: signed-out visitors are sent home and the API refuses them', async ({ page, request }) => {
    await page.goto('/admin/announcements');
    await expect(page).toHaveURL(/\/$/);
    const response = await request.post('/api/admin/announcements', { data: { title: 'Hi', body: 'All' } });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHENTICATED');
  });
});
