import type { BrowserContext } from '@playwright/test';

/**
 * What a browser needs to run Firebase's real getToken/deleteToken offline (see
 * offline-integrations.md): PushManager answers with a fake subscription (a real one
 * needs Google's push service), and Google's installation and registration endpoints
 * are answered here. Each registration gets a new token; deletions are recorded.
 */
export type FakeFcm = { issued: string[]; deleted: string[]; googleCalls: string[] };

export async function fakeFcmInBrowser(context: BrowserContext): Promise<FakeFcm> {
  const state: FakeFcm = { issued: [], deleted: [], googleCalls: [] };
  await context.addInitScript(() => {
    let current: PushSubscription | null = null;
    const make = () =>
      ({
        endpoint: `https://fcm.googleapis.com/fcm/send/fake-${Math.random().toString(36).slice(2)}`,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: (name: string) => new Uint8Array(name === 'p256dh' ? 65 : 16).fill(7).buffer,
        unsubscribe: async () => ((current = null), true),
        toJSON: () => ({}),
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function () {
      current = make();
      return current;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
    PushManager.prototype.permissionState = async function () {
      return 'granted';
    };
  });
  await context.route(/googleapis\.com/, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    state.googleCalls.push(`${request.method()} ${url.hostname}${url.pathname}`);
    const json = (body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    if (url.hostname.startsWith('firebaseinstallations') && request.method() === 'POST') {
      const { fid } = request.postDataJSON() as { fid: string };
      return json({ fid, refreshToken: 'refresh-token', authToken: { token: 'installation-auth-token', expiresIn: '604800s' } });
    }
    if (url.hostname.startsWith('fcmregistrations') && request.method() === 'POST') {
      const token = `e2e-token-${state.issued.length + 1}-${Math.random().toString(36).slice(2)}:APA91bFake`;
      state.issued.push(token);
      return json({ token });
    }
    if (url.hostname.startsWith('fcmregistrations') && request.method() === 'DELETE') {
      state.deleted.push(decodeURIComponent(url.pathname.split('/').pop() ?? ''));
      return json({});
    }
    return route.fulfill({ status: 404, body: '{}' });
  });
  return state;
}
