/**
 * Web push constants and pure helpers shared by the browser code (src/stores/push*.ts)
 * and tests. The spec's numbers: registration timeout 10 000 ms, token refresh after 7 days.
 */
export const PUSH_SW_PATH = '/firebase-messaging-sw.js';
/** Firebase's own default scope: its deleteToken() registers the same worker with it. */
export const PUSH_SW_SCOPE = '/firebase-cloud-messaging-push-scope';
export const PUSH_REGISTRATION_TIMEOUT_MS = 10_000;
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
export const SAVE_TOKEN_PATH = '/apiFirewall/save-fcm-token';

export type FirebaseWebConfig = { apiKey: string; projectId: string; appId: string; messagingSenderId: string };
export type PushWebConfig = { enabled: false } | { enabled: true; firebase: FirebaseWebConfig; vapidKey: string };

/** Rejects when `promise` takes longer than `ms`; the timer never outlives the promise. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type Payload = { notification?: { title?: string; body?: string; icon?: string }; fcmOptions?: { link?: string }; data?: Record<string, string> };

/** A foreground message becomes a notification only when it carries both a title and a body. */
export function foregroundNotification(payload: Payload): { title: string; options: NotificationOptions } | null {
  const title = payload.notification?.title?.trim();
  const body = payload.notification?.body?.trim();
  if (!title || !body) return null;
  const link = payload.fcmOptions?.link ?? payload.data?.link;
  return { title, options: { body, icon: payload.notification?.icon ?? '/favicon.svg', data: link ? { link } : {} } };
}
