import * as env from 'astro:env/server';
import { config } from '#/server/config/config.ts';
import { FirebasePushSender } from './firebase-sender.ts';
import { MemoryPushSender, type PushSender } from './sender.ts';
import { buildWebConfig, serviceWorkerSource, type PushWebConfig } from './web-config.ts';

/** URL of the bundled Firebase messaging worker (built by src/integrations/push-worker.ts). */
export const SW_CORE_URL = '/_push/firebase-messaging-core.js';

export function pushWebConfig(): PushWebConfig {
  return buildWebConfig(env);
}

export function pushServiceWorker(): string | null {
  return serviceWorkerSource(pushWebConfig(), SW_CORE_URL);
}

let sender: PushSender | undefined;

/** Firebase Admin when a service account is configured, otherwise the in-memory sender (local runs). */
export function getPushSender(): PushSender {
  sender ??= env.FIREBASE_SERVICE_ACCOUNT
    ? new FirebasePushSender({ serviceAccount: env.FIREBASE_SERVICE_ACCOUNT, siteUrl: config.siteUrl })
    : new MemoryPushSender();
  return sender;
}
