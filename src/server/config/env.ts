import { envSchema } from '#/env-schema.ts';
import { EnvError, validateEnv } from '#/lib/env-validate.ts';

/**
 * The environment checked against the one schema (src/env-schema.ts), for code that runs outside
 * astro:env: server/index.mjs, ops, media, geo, seeds and scripts. Pages and routes read the same
 * fields through astro:env (src/server/config/config.ts). This module and config.ts are the only readers of
 * process.env in the app (an ESLint rule keeps it so).
 */
export type Env = {
  HOST: string;
  PORT: number;
  WEB_CONCURRENCY: number;
  TOONMART_DIST_DIR: string;
  SHUTDOWN_GRACE_MS: number;
  LOG_LEVEL: string;
  METRICS_PORT: number;
  METRICS_HOST: string;
  METRICS_TOKEN?: string;
  SITE_URL: string;
  DATABASE_URL?: string;
  DATA_DIR: string;
  PGLITE_DIR?: string;
  MIGRATIONS_DIR: string;
  MEDIA_CACHE_DIR?: string;
  FFMPEG_PATH?: string;
  MEDIA_PREPARATION: 'on' | 'off';
  DEMO_MODE: 'auto' | 'on' | 'off';
  STORAGE_DRIVER: 'local' | 's3';
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  PAYMENT_PROVIDER: 'demo' | 'stripe';
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  OPENEXCHANGERATES_APP_ID?: string;
  PAYOUT_DETAILS_KEY?: string;
  E2E: '0' | '1';
};

/** Settings that are each valid alone but not together: found at start, not at the first request that needs them. */
function checkTogether(env: Env): void {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name]) throw new EnvError(name, 'PAYMENT_PROVIDER=stripe needs it');
    }
  }
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) throw new EnvError('S3_BUCKET', 'STORAGE_DRIVER=s3 needs it');
}

/** Every variable of the schema with its default, or an EnvError naming the first wrong or missing one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const env = validateEnv(envSchema, source) as unknown as Env;
  checkTogether(env);
  return env;
}

/** This process's environment, checked. Cheap enough to read where it is needed, so tests see their own changes. */
export function env(): Env {
  return parseEnv(process.env);
}

/** NODE_ENV is the runtime's, not the store's: it stays outside the schema. */
export const nodeEnv = (): string | undefined => process.env.NODE_ENV;

/** The raw environment, for checks that name variables themselves (production-safe defaults). */
export const rawEnv = (): Readonly<Record<string, string | undefined>> => process.env;
