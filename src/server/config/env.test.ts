import { readFileSync } from 'node:fs';
import { parseEnv as parseDotenv } from 'node:util';
import { validateEnvVariable } from 'astro/env/runtime';
import { describe, expect, it } from 'vitest';
import { envSchema } from '#/env-schema.ts';
import { EnvError } from '#/lib/env-validate.ts';
import { parseEnv } from './env.ts';

const failure = (source: Record<string, string | undefined>) => {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return { variable: error.variable, message: error.message };
    throw error;
  }
  return null;
};

describe('the one environment schema', () => {
  it('gives every Node-side variable its default', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ HOST: '0.0.0.0', PORT: 4321, WEB_CONCURRENCY: 1, LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: 10_000, METRICS_PORT: 0, METRICS_HOST: '127.0.0.1', PAYMENT_PROVIDER: 'demo', E2E: '0' });
    expect(env.MEDIA_CACHE_DIR).toBeUndefined();
    expect(env.OPENEXCHANGERATES_APP_ID).toBeUndefined();
  });

  it('reads the values it is given, typed', () => {
    expect(parseEnv({ PORT: '8080', LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '0', FFMPEG_PATH: '/usr/bin/ffmpeg' })).toMatchObject({ PORT: 8080, LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: 0, FFMPEG_PATH: '/usr/bin/ffmpeg' });
  });

  it('stops on a wrong value, naming the variable', () => {
    expect(failure({ PORT: 'eighty' })).toEqual({ variable: 'PORT', message: expect.stringContaining('PORT') });
    expect(failure({ PORT: '70000' })?.variable).toBe('PORT');
    expect(failure({ LOG_LEVEL: 'loud' })?.variable).toBe('LOG_LEVEL');
    expect(failure({ SHUTDOWN_GRACE_MS: '-1' })?.variable).toBe('SHUTDOWN_GRACE_MS');
    expect(failure({ WEB_CONCURRENCY: '1.5' })?.variable).toBe('WEB_CONCURRENCY');
    expect(failure({ TRUSTED_PROXY_HEADER: 'x-real-ip' })?.variable).toBe('TRUSTED_PROXY_HEADER');
    expect(failure({ SITE_URL: 'not a url' })?.variable).toBe('SITE_URL');
  });

  it('refuses PAYMENT_PROVIDER=stripe without its keys at start, naming the missing one', () => {
    expect(failure({ PAYMENT_PROVIDER: 'stripe' })?.variable).toBe('STRIPE_SECRET_KEY');
    expect(failure({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })?.variable).toBe('STRIPE_WEBHOOK_SECRET');
    expect(failure({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toBeNull();
  });

  it('refuses STORAGE_DRIVER=s3 without a bucket', () => {
    expect(failure({ STORAGE_DRIVER: 's3' })?.variable).toBe('S3_BUCKET');
  });
});

describe('.env.example', () => {
  const example = parseDotenv(readFileSync('.env.example', 'utf8'));

  it('lists every variable of the schema, and only those', () => {
    expect(Object.keys(example).sort()).toEqual(Object.keys(envSchema).sort());
  });

  it('works as it is: the schema and astro:env accept every value', () => {
    expect(failure(example)).toBeNull();
    const refused = Object.entries(envSchema).filter(([name, field]) => !validateEnvVariable(example[name] === '' ? undefined : example[name], field).ok);
    expect(refused.map(([name]) => name)).toEqual([]);
  });

  it('shows each default the schema gives', () => {
    const defaults = parseEnv({}) as Record<string, unknown>;
    const parsed = parseEnv(example) as Record<string, unknown>;
    // The one exception: a development key written out so a copied .env keeps payout details readable.
    const differing = Object.keys(defaults).filter((name) => name !== 'PAYOUT_DETAILS_KEY' && parsed[name] !== defaults[name]);
    expect(differing).toEqual([]);
  });
});
