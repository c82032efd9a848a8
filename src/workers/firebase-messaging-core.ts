/**
 * The push service worker's body, bundled to /_push/firebase-messaging-core.js by
 * src/integrations/push-worker.ts and imported by /firebase-messaging-sw.js, which
 * sets the Firebase config first. Firebase's worker forwards a message to a visible
 * page (onMessage there) or shows its notification itself when no page is visible.
 */
import { initializeApp } from 'firebase/app';
import { getMessaging } from 'firebase/messaging/sw';

type FirebaseConfig = { apiKey: string; projectId: string; appId: string; messagingSenderId: string };
const config = (self as unknown as { TOONMART_FIREBASE_CONFIG?: FirebaseConfig }).TOONMART_FIREBASE_CONFIG;

if (config) getMessaging(initializeApp(config));
else console.error('[push] service worker started without a Firebase config');

/** Clicks on notifications the page showed for a foreground message (Firebase handles its own). */
self.addEventListener('notificationclick', (event) => {
  const click = event as Event & { notification: Notification; waitUntil(p: Promise<unknown>): void };
  const link = (click.notification.data as { link?: string; FCM_MSG?: unknown } | null)?.link;
  if (!link || (click.notification.data as { FCM_MSG?: unknown }).FCM_MSG) return;
  click.notification.close();
  click.waitUntil((self as unknown as { clients: { openWindow(url: string): Promise<unknown> } }).clients.openWindow(link));
});
