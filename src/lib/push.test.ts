import { describe, expect, it } from 'vitest';
import { foregroundNotification, PUSH_REGISTRATION_TIMEOUT_MS, PUSH_TOKEN_REFRESH_MS, withTimeout } from './push.ts';
import { urlOf } from './api/client.ts';
import { pushApi } from './api/push.ts';

describe('push constants', () => {
  it('match the spec: 10 000 ms registration timeout, refresh after 7 days', () => {
    expect(PUSH_REGISTRATION_TIMEOUT_MS).toBe(10_000);
    expect(PUSH_TOKEN_REFRESH_MS).toBe(604_800_000);
  });
});

describe('withTimeout', () => {
  it('passes a result through', async () => {
    await expect(withTimeout(Promise.resolve(7), 50, 'x')).resolves.toBe(7);
  });

  it('rejects naming what timed out', async () => {
    await expect(withTimeout(new Promise(() => {}), 10, 'service worker registration')).rejects.toThrow(
      'service worker registration timed out after 10 ms',
    );
  });
});

describe('foregroundNotification', () => {
  it('shows messages with a title and a body, keeping the link for the click', () => {
    expect(foregroundNotification({ notification: { title: 'Hi', body: 'There' }, fcmOptions: { link: 'https://t.test/x' } })).toEqual({
      title: 'Hi',
      options: { body: 'There', icon: '/favicon.svg', data: { link: 'https://t.test/x' } },
    });
  });

  it.each([{}, { notification: { title: 'Only a title' } }, { notification: { body: 'Only a body' } }, { notification: { title: ' ', body: 'x' } }])(
    'ignores %j',
    (payload) => {
      expect(foregroundNotification(payload)).toBeNull();
    },
  );
});

describe('where a push token is saved', () => {
  it('uses the api base on page load and the relative path after a grant', () => {
    expect(urlOf(pushApi.saveToken, {}, {}, '/api')).toBe('/api/apiFirewall/save-fcm-token');
    expect(urlOf(pushApi.saveToken, {}, {}, 'https://api.toonmart.test/')).toBe('https://api.toonmart.test/apiFirewall/save-fcm-token');
    expect(urlOf(pushApi.saveTokenRelative, {}, {}, '/api')).toBe('/apiFirewall/save-fcm-token');
  });
});
