/**
 * The Firebase side of web push, loaded with a dynamic import only once notification
 * permission is granted (src/stores/push.ts): visitors without permission never
 * download the SDK.
 */
import { getApps, initializeApp } from 'firebase/app';
import { deleteToken, getMessaging, getToken, isSupported, onMessage } from 'firebase/messaging';
import { foregroundNotification, PUSH_REGISTRATION_TIMEOUT_MS, PUSH_SW_PATH, PUSH_SW_SCOPE, withTimeout, type PushWebConfig } from '#/lib/push.ts';

export type PushClient = {
  /** Deletes this browser's current token (FCM registration and push subscription), if any. */
  reset(): Promise<void>;
  /** Gets a token, creating one when there is none. */
  token(): Promise<string>;
};

type Enabled = Extract<PushWebConfig, { enabled: true }>;

export async function connectFirebase(config: Enabled): Promise<PushClient | null> {
  if (!(await isSupported())) return null;
  const registration = await withTimeout(
    navigator.serviceWorker.register(PUSH_SW_PATH, { scope: PUSH_SW_SCOPE }),
    PUSH_REGISTRATION_TIMEOUT_MS,
    'push service worker registration',
  );
  const messaging = getMessaging(getApps()[0] ?? initializeApp(config.firebase));
  onMessage(messaging, (payload) => {
    const shown = foregroundNotification(payload);
    // Through the worker's registration: `new Notification()` throws on Android Chrome.
    if (shown) registration.showNotification(shown.title, shown.options).catch((error) => console.warn('[push] notification failed:', error));
  });
  return {
    reset: async () => void (await deleteToken(messaging)),
    token: () => getToken(messaging, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration }),
  };
}
