import type { envField as astroEnvField } from 'astro/config';

// astro:env's own field builders, written out: importing them from 'astro/config' would pull Astro's
// build tooling into the server bundle, which reads this schema at run time (src/server/config/env.ts).
const envField: typeof astroEnvField = {
  string: (options) => ({ ...options, type: 'string' }),
  number: (options) => ({ ...options, type: 'number' }),
  boolean: (options) => ({ ...options, type: 'boolean' }),
  enum: (options) => ({ ...options, type: 'enum' }),
};

/**
 * The one configuration schema of the store. Astro validates it at start-up
 * (astro:env, validateSecrets); the Node side (server/index.mjs, ops, media, geo, seeds) and the
 * command-line scripts validate process.env against the same fields through `src/server/config/env.ts`.
 * Every variable is in .env.example with its default.
 */
export const envSchema = {
  // Server variables are "secret" so that they are read at run time, not inlined by the build.
  // Where server/index.mjs listens, how many processes it runs (more than 1 needs DATABASE_URL), which build it serves.
  HOST: envField.string({ context: 'server', access: 'secret', default: '0.0.0.0' }),
  PORT: envField.number({ context: 'server', access: 'secret', int: true, gt: 0, lt: 65536, default: 4321 }),
  WEB_CONCURRENCY: envField.number({ context: 'server', access: 'secret', int: true, gt: 0, default: 1 }),
  TOONMART_DIST_DIR: envField.string({ context: 'server', access: 'secret', default: 'dist' }),
  // How long SIGTERM waits for requests in flight; pino's level for the JSON logs.
  SHUTDOWN_GRACE_MS: envField.number({ context: 'server', access: 'secret', int: true, min: 0, default: 10_000 }),
  LOG_LEVEL: envField.enum({ context: 'server', access: 'secret', values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' }),
  // Prometheus metrics on their own port (0: off), on METRICS_HOST.
  METRICS_PORT: envField.number({ context: 'server', access: 'secret', int: true, min: 0, lt: 65536, default: 0 }),
  METRICS_HOST: envField.string({ context: 'server', access: 'secret', default: '127.0.0.1' }),
  SITE_URL: envField.string({ context: 'server', access: 'secret', url: true, default: 'http://localhost:4321' }),
  DATABASE_URL: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
  // Optional: carries cache invalidations between app processes instead of PostgreSQL NOTIFY.
  REDIS_URL: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
  DATA_DIR: envField.string({ context: 'server', access: 'secret', default: './data' }),
  PGLITE_DIR: envField.string({ context: 'server', access: 'secret', optional: true }),
  MIGRATIONS_DIR: envField.string({ context: 'server', access: 'secret', default: 'migrations' }),
  // Prepared media files kept across wiped databases (keyed by a hash of the art); the ffmpeg binary to use.
  MEDIA_CACHE_DIR: envField.string({ context: 'server', access: 'secret', optional: true }),
  FFMPEG_PATH: envField.string({ context: 'server', access: 'secret', optional: true }),
  // off: this server does not make the catalogue's media at start (another server on the same database does).
  MEDIA_PREPARATION: envField.enum({ context: 'server', access: 'secret', values: ['on', 'off'], default: 'on' }),
  DEMO_MODE: envField.enum({ context: 'server', access: 'secret', values: ['auto', 'on', 'off'], default: 'auto' }),
  TRUSTED_PROXIES: envField.string({ context: 'server', access: 'secret', default: '' }),
  // The header the trusted proxies write the client's address to: X-Forwarded-For, or the standard Forwarded (RFC 7239).
  TRUSTED_PROXY_HEADER: envField.enum({ context: 'server', access: 'secret', values: ['x-forwarded-for', 'forwarded'], default: 'x-forwarded-for' }),
  // Opens the metrics port and the details of /api/ready (`Authorization: Bearer <token>`).
  METRICS_TOKEN: envField.string({ context: 'server', access: 'secret', optional: true }),
  SESSION_IDLE_MINUTES: envField.number({ context: 'server', access: 'secret', int: true, gt: 0, default: 60 * 24 * 7 }),
  // New accounts per address per hour. The browser tests register many accounts from one address and raise it.
  REGISTRATIONS_PER_HOUR: envField.number({ context: 'server', access: 'secret', int: true, gt: 0, default: 10 }),
  SESSION_MAX_DAYS: envField.number({ context: 'server', access: 'secret', int: true, gt: 0, default: 30 }),
  SMTP_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
  MAIL_FROM: envField.string({ context: 'server', access: 'secret', default: 'Toonmart <no-reply@toonmart.test>' }),
  GOOGLE_CLIENT_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
  GOOGLE_CLIENT_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
  GOOGLE_ISSUER: envField.string({ context: 'server', access: 'secret', url: true, default: 'https://accounts.google.com' }),
  GITHUB_CLIENT_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
  GITHUB_CLIENT_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
  GITHUB_URL: envField.string({ context: 'server', access: 'secret', url: true, default: 'https://github.com' }),
  GITHUB_API_URL: envField.string({ context: 'server', access: 'secret', url: true, default: 'https://api.github.com' }),
  STORAGE_DRIVER: envField.enum({ context: 'server', access: 'secret', values: ['local', 's3'], default: 'local' }),
  S3_ENDPOINT: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
  S3_BUCKET: envField.string({ context: 'server', access: 'secret', optional: true }),
  S3_REGION: envField.string({ context: 'server', access: 'secret', default: 'us-east-1' }),
  S3_ACCESS_KEY_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
  S3_SECRET_ACCESS_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
  PAYMENT_PROVIDER: envField.enum({ context: 'server', access: 'secret', values: ['demo', 'stripe'], default: 'demo' }),
  STRIPE_SECRET_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
  STRIPE_WEBHOOK_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
  STRIPE_API_URL: envField.string({ context: 'server', access: 'secret', optional: true, url: true }),
  // Currency rates from Open Exchange Rates, when staff choose that source (the ECB needs no key).
  OPENEXCHANGERATES_APP_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
  // Encrypts artists' payout details at rest (src/server/royalties/details.ts); a built-in dev key when unset, required in production.
  PAYOUT_DETAILS_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
  // The Firebase web config is public, but read at run time and served by /api/push/config so one build
  // serves any Firebase project (docs/decisions/0030-web-push.md). All four plus the VAPID key
  // switch web push on; without them the feature is off.
  PUBLIC_FIREBASE_API_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
  PUBLIC_FIREBASE_PROJECT_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
  PUBLIC_FIREBASE_APP_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
  PUBLIC_FIREBASE_SENDER_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
  PUBLIC_FIREBASE_VAPID_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
  FIREBASE_SERVICE_ACCOUNT: envField.string({ context: 'server', access: 'secret', optional: true }),
  // Set to 1 by the browser tests' server (with DEMO_MODE=on): lets them move the royalty clock.
  E2E: envField.enum({ context: 'server', access: 'secret', values: ['0', '1'], default: '0' }),
  PUBLIC_API_BASE: envField.string({ context: 'client', access: 'public', default: '/api' }),
  PUBLIC_USER_CACHE_KEY: envField.string({ context: 'client', access: 'public', default: 'toonmart-local-cache-v1' }),
};
