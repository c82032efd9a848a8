/**
 * The browser's Firebase configuration, served by GET /api/push/config. Web push is
 * on only when every public value is set; otherwise the answer is `{ enabled: false }`
 * and browsers load nothing.
 */
import type { PushWebConfig } from '#/lib/push.ts';

export type { PushWebConfig };

export type PushEnv = {
  PUBLIC_FIREBASE_API_KEY?: string;
  PUBLIC_FIREBASE_PROJECT_ID?: string;
  PUBLIC_FIREBASE_APP_ID?: string;
  PUBLIC_FIREBASE_SENDER_ID?: string;
  PUBLIC_FIREBASE_VAPID_KEY?: string;
};

export function buildWebConfig(env: PushEnv): PushWebConfig {
  const apiKey = env.PUBLIC_FIREBASE_API_KEY?.trim();
  const projectId = env.PUBLIC_FIREBASE_PROJECT_ID?.trim();
  const appId = env.PUBLIC_FIREBASE_APP_ID?.trim();
  const messagingSenderId = env.PUBLIC_FIREBASE_SENDER_ID?.trim();
  const vapidKey = env.PUBLIC_FIREBASE_VAPID_KEY?.trim();
  if (!apiKey || !projectId || !appId || !messagingSenderId || !vapidKey) return { enabled: false };
  return { enabled: true, firebase: { apiKey, projectId, appId, messagingSenderId }, vapidKey };
}

/** The service worker: Firebase's config inlined, then the bundled Firebase messaging worker. */
export function serviceWorkerSource(config: PushWebConfig, coreUrl: string): string | null {
  if (!config.enabled) return null;
  return `self.TOONMART_FIREBASE_CONFIG = ${JSON.stringify(config.firebase)};\nimportScripts(${JSON.stringify(coreUrl)});\n`;
}
