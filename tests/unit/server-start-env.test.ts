import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The built store is not needed: the environment is checked before server/index.mjs loads anything else.
function start(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(PAYMENT_PROVIDER|STRIPE_|PORT$|LOG_LEVEL$)/.test(name)));
  return spawnSync(process.execPath, ['server/index.mjs'], { env: { ...clean, TOONMART_DIST_DIR: '.tmp/no-build-here', ...env }, encoding: 'utf8', timeout: 60_000 });
}

describe('server/index.mjs refuses a wrong environment at start', () => {
  it('PAYMENT_PROVIDER=stripe without STRIPE_SECRET_KEY exits non-zero, naming the variable', () => {
    const run = start({ PAYMENT_PROVIDER: 'stripe' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('STRIPE_SECRET_KEY');
    expect(run.stdout).not.toContain('is ready');
  });

  it('a PORT that is not a number exits non-zero, naming PORT', () => {
    const run = start({ PORT: 'eighty' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/Invalid environment variable PORT/);
  });
});
