import { atom } from 'nanostores';
import { api } from '#/lib/api/client.ts';
import { pushApi } from '#/lib/api/push.ts';
import { PUSH_TOKEN_REFRESH_MS, type PushWebConfig } from '#/lib/push.ts';
import type { PushClient } from './push-firebase.ts';

/**
 * Web push in the browser. Every failure here is logged only: the
 * visitor never sees an error about notifications.
 * - `startPush()` runs on each page load when permission is granted (PushSetup island):
 *   delete the old token, get a new one, post it to `{api base}/apiFirewall/save-fcm-token`.
 * - `enablePush()` runs from the in-page prompt: ask permission, then post the token to
 *   the relative `/apiFirewall/save-fcm-token`.
 * Both refresh the token again after 7 days for pages left open that long.
 */
export type PushStatus = 'unknown' | 'off' | 'unsupported' | 'default' | 'denied' | 'granted' | 'working';
export const $push = atom<PushStatus>('unknown');

const log = (...args: unknown[]) => console.warn('[push]', ...args);
let client: Promise<PushClient | null> | undefined;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function permission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' || !('serviceWorker' in navigator) ? 'unsupported' : Notification.permission;
}

async function loadConfig(): Promise<PushWebConfig> {
  const result = await api(pushApi.config);
  if (!result.ok) throw new Error(`push config: ${result.message}`);
  return result.data;
}

/** Loads the Firebase SDK (dynamic import: only ever reached with permission granted). */
async function connect(): Promise<PushClient | null> {
  client ??= loadConfig().then(async (config) => {
    if (!config.enabled) return null;
    const { connectFirebase } = await import('./push-firebase.ts');
    const connected = await connectFirebase(config);
    if (!connected) log('this browser does not support Firebase messaging');
    return connected;
  });
  return client;
}

/** Page load posts under the API base; right after permission is granted, to the relative path. */
async function postToken(when: 'page-load' | 'after-grant', token: string): Promise<void> {
  const result = await api(when === 'page-load' ? pushApi.saveToken : pushApi.saveTokenRelative, { body: { token } });
  if (!result.ok) throw new Error(`saving the push token: ${result.message}`);
}

function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void startPush(), PUSH_TOKEN_REFRESH_MS);
}

/** Page load (and the 7-day refresh): old token out, new token in, posted to the api base. */
export async function startPush(): Promise<void> {
  const state = permission();
  if (state !== 'granted') return void log(`not set up: notification permission is ${state}`);
  try {
    const push = await connect();
    if (!push) return;
    await push.reset().catch((error) => log('could not delete the old token:', error));
    await postToken('page-load', await push.token());
    scheduleRefresh();
  } catch (error) {
    log('setup failed:', error);
  }
}

/** What the in-page prompt shows: whether push is available and the current permission. */
export async function checkPushStatus(): Promise<void> {
  const state = permission();
  if (state === 'unsupported') return $push.set('unsupported');
  try {
    const config = await loadConfig();
    $push.set(config.enabled ? state : 'off');
  } catch (error) {
    log('could not read the push configuration:', error);
    $push.set('off');
  }
}

/** The prompt's button: ask for permission, then save the token at the relative path. */
export async function enablePush(): Promise<void> {
  $push.set('working');
  const answer = await Notification.requestPermission().catch((error) => (log('permission request failed:', error), 'default' as const));
  $push.set(answer);
  if (answer !== 'granted') return void log(`permission is ${answer}`);
  try {
    const push = await connect();
    if (!push) return;
    await postToken('after-grant', await push.token());
    scheduleRefresh();
  } catch (error) {
    log('setup after permission failed:', error);
  }
}
