import type { PushMessage } from './sender.ts';

/** FCM refuses more than 500 tokens in one multicast. */
export const FCM_BATCH = 500;

/** FCM error codes after which a token will never work again: delete it. */
export const DEAD_TOKEN_CODES = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

/** Absolute link for a notification click; FCM only opens https links, so others are left out. */
export function absoluteLink(link: string | undefined, siteUrl: string): string | undefined {
  if (!link) return undefined;
  const url = new URL(link, siteUrl);
  return url.protocol === 'https:' ? url.href : undefined;
}

/** The webpush part of an FCM message: title and body shown by the browser, link opened on click. */
export function toWebpush(message: PushMessage, siteUrl: string) {
  const link = absoluteLink(message.link, siteUrl);
  const data: Record<string, string> = link ? { link } : {};
  return {
    notification: { title: message.title, body: message.body },
    data,
    webpush: {
      notification: { title: message.title, body: message.body, icon: new URL('/favicon.svg', siteUrl).href },
      ...(link ? { fcmOptions: { link } } : {}),
    },
  };
}

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
