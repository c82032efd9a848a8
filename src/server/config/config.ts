import path from 'node:path';
import * as env from 'astro:env/server';

/** Runtime configuration of the server, read once from the astro:env schema (src/env-schema.ts). */
export const config = {
  siteUrl: env.SITE_URL,
  databaseUrl: env.DATABASE_URL,
  redisUrl: env.REDIS_URL,
  dataDir: path.resolve(env.DATA_DIR),
  pgliteDir: path.resolve(env.PGLITE_DIR ?? path.join(env.DATA_DIR, 'pglite')),
  demoMode: env.DEMO_MODE === 'on' || (env.DEMO_MODE === 'auto' && process.env.NODE_ENV !== 'production'),
  trustedProxies: env.TRUSTED_PROXIES.split(',').map((s) => s.trim()).filter(Boolean),
  proxyHeader: env.TRUSTED_PROXY_HEADER,
  metricsToken: env.METRICS_TOKEN,
  secureCookies: env.SITE_URL.startsWith('https:'),
  registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
  sessionPolicy: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, maxMs: env.SESSION_MAX_DAYS * 24 * 3600_000 },
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
    ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
    : null,
  github: env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET ? { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET, webUrl: env.GITHUB_URL, apiUrl: env.GITHUB_API_URL } : null,
};
