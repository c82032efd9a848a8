import { describe, expect, it } from 'vitest';
import { assertSafeDefaults, unsafeDefaults } from './production-defaults.ts';

const live = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', SMTP_URL: 'smtp://mail.example.com:587', PAYOUT_DETAILS_KEY: 'k'.repeat(48) };

describe('production-safe defaults', () => {
  it('refuses production with the demo payment provider (set or left unset), naming the variable', () => {
    expect(unsafeDefaults({ ...live, PAYMENT_PROVIDER: undefined })).toEqual([expect.stringContaining('PAYMENT_PROVIDER')]);
    expect(() => assertSafeDefaults({ ...live, PAYMENT_PROVIDER: 'demo' })).toThrow(/PAYMENT_PROVIDER=stripe/);
  });

  it('refuses production without SMTP or with plain-http test fakes for sign-in and payments', () => {
    expect(unsafeDefaults({ ...live, SMTP_URL: undefined })[0]).toContain('SMTP_URL');
    expect(unsafeDefaults({ ...live, GOOGLE_ISSUER: 'http://127.0.0.1:9000' })[0]).toContain('GOOGLE_ISSUER');
    expect(unsafeDefaults({ ...live, STRIPE_API_URL: 'http://127.0.0.1:12111' })[0]).toContain('STRIPE_API_URL');
  });

  it('refuses production without a long payout details key (the development key is public)', () => {
    expect(unsafeDefaults({ ...live, PAYOUT_DETAILS_KEY: undefined })).toEqual([expect.stringContaining('PAYOUT_DETAILS_KEY')]);
    expect(unsafeDefaults({ ...live, PAYOUT_DETAILS_KEY: 'short' })).toEqual([expect.stringContaining('PAYOUT_DETAILS_KEY')]);
    expect(unsafeDefaults({ ...live, PAYOUT_DETAILS_KEY: 'toonmart-development-payout-details-key' })).toEqual([expect.stringContaining('PAYOUT_DETAILS_KEY')]);
  });

  it('starts a configured production store, any demo store, and development', () => {
    expect(unsafeDefaults(live)).toEqual([]);
    expect(unsafeDefaults({ NODE_ENV: 'production', DEMO_MODE: 'on' })).toEqual([]);
    expect(unsafeDefaults({ NODE_ENV: 'development' })).toEqual([]);
    expect(unsafeDefaults({ ...live, GOOGLE_ISSUER: 'https://accounts.google.com' })).toEqual([]);
  });
});
