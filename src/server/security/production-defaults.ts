/**
 * Behaviour that only a demo store may have. With NODE_ENV=production the server refuses
 * to start while any of it is active, unless DEMO_MODE=on says the deploy is a demo; each
 * problem names the variable to set. docs/security.md lists the same rules.
 */
export type DeployEnv = {
  NODE_ENV?: string;
  DEMO_MODE?: string;
  PAYMENT_PROVIDER?: string;
  SMTP_URL?: string;
  GOOGLE_ISSUER?: string;
  GITHUB_URL?: string;
  GITHUB_API_URL?: string;
  STRIPE_API_URL?: string;
  PAYOUT_DETAILS_KEY?: string;
};

/** The development key of .env.example and src/server/royalties/secret.ts: public, so never a production key. */
export const DEV_PAYOUT_DETAILS_KEY = 'toonmart-development-payout-details-key';

type Rule = { demoOnly(env: DeployEnv): boolean; problem: string };

const isPlainHttp = (url: string | undefined) => Boolean(url && url.startsWith('http:'));

export const DEMO_ONLY_RULES: Rule[] = [
  {
    demoOnly: (env) => (env.PAYMENT_PROVIDER ?? 'demo') === 'demo',
    problem: 'PAYMENT_PROVIDER is "demo" (its default): buyers could confirm their own payments. Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
  },
  {
    demoOnly: (env) => !env.SMTP_URL,
    problem: 'SMTP_URL is not set: mail (recovery and unlock links) would be written to the server log instead of sent. Set SMTP_URL.',
  },
  {
    demoOnly: (env) => isPlainHttp(env.GOOGLE_ISSUER) || isPlainHttp(env.GITHUB_URL) || isPlainHttp(env.GITHUB_API_URL),
    problem: 'GOOGLE_ISSUER, GITHUB_URL or GITHUB_API_URL points at a plain-http sign-in server (a local test fake). Unset it, or give the provider’s https address.',
  },
  {
    demoOnly: (env) => isPlainHttp(env.STRIPE_API_URL),
    problem: 'STRIPE_API_URL points at a plain-http server (a local test fake). Unset it to use Stripe.',
  },
  {
    demoOnly: (env) => (env.PAYOUT_DETAILS_KEY ?? '').length < 32 || env.PAYOUT_DETAILS_KEY === DEV_PAYOUT_DETAILS_KEY,
    problem: 'PAYOUT_DETAILS_KEY is unset, shorter than 32 characters or the development key: artists\' payout details would be encrypted with the public development key. Set a long random PAYOUT_DETAILS_KEY (e.g. openssl rand -base64 48).',
  },
];

/** The problems that stop a production start; empty when the server may start. */
export function unsafeDefaults(env: DeployEnv): string[] {
  if (env.NODE_ENV !== 'production' || env.DEMO_MODE === 'on') return [];
  return DEMO_ONLY_RULES.filter((rule) => rule.demoOnly(env)).map((rule) => rule.problem);
}

export function assertSafeDefaults(env: DeployEnv): void {
  const problems = unsafeDefaults(env);
  if (!problems.length) return;
  throw new Error(`Toonmart refuses to start in production with demo-only settings (set DEMO_MODE=on only for a demo store):\n- ${problems.join('\n- ')}`);
}
