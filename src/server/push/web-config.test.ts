import { describe, expect, it } from 'vitest';
import { buildWebConfig, serviceWorkerSource } from './web-config.ts';

const full = {
  PUBLIC_FIREBASE_API_KEY: 'AIza-key',
  PUBLIC_FIREBASE_PROJECT_ID: 'toonmart',
  PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
  PUBLIC_FIREBASE_SENDER_ID: '123',
  PUBLIC_FIREBASE_VAPID_KEY: 'BVapid',
};

describe('buildWebConfig', () => {
  it('is on with every value set', () => {
    expect(buildWebConfig(full)).toEqual({
      enabled: true,
      firebase: { apiKey: 'AIza-key', projectId: 'toonmart', appId: '1:123:web:abc', messagingSenderId: '123' },
      vapidKey: 'BVapid',
    });
  });

  it.each(Object.keys(full))('is off when %s is missing or blank', (name) => {
    expect(buildWebConfig({ ...full, [name]: undefined })).toEqual({ enabled: false });
    expect(buildWebConfig({ ...full, [name]: '  ' })).toEqual({ enabled: false });
  });
});

describe('serviceWorkerSource', () => {
  it('inlines the Firebase config before importing the worker', () => {
    const source = serviceWorkerSource(buildWebConfig(full), '/_push/firebase-messaging-core.js');
    expect(source).toContain('self.TOONMART_FIREBASE_CONFIG = {"apiKey":"AIza-key"');
    expect(source).toContain('importScripts("/_push/firebase-messaging-core.js")');
  });

  it('is absent when push is off', () => {
    expect(serviceWorkerSource({ enabled: false }, '/x.js')).toBeNull();
  });
});
