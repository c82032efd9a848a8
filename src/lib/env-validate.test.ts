import { describe, expect, it } from 'vitest';
import { EnvError, validateEnv } from './env-validate.ts';

const schema = {
  PORT: { type: 'number', int: true, gt: 0, default: 4321 },
  SITE_URL: { type: 'string', url: true, default: 'http://localhost:4321' },
  MODE: { type: 'enum', values: ['a', 'b'], default: 'a' },
  SECRET: { type: 'string', optional: true },
  NEEDED: { type: 'string' },
};

describe('validateEnv', () => {
  it('applies defaults and keeps given values', () => {
    expect(validateEnv(schema, { NEEDED: 'x', PORT: '8080' })).toEqual({
      PORT: 8080,
      SITE_URL: 'http://localhost:4321',
      MODE: 'a',
      SECRET: undefined,
      NEEDED: 'x',
    });
  });

  it.each([
    [{ NEEDED: 'x', PORT: 'eighty' }, 'PORT'],
    [{ NEEDED: 'x', PORT: '-1' }, 'PORT'],
    [{ NEEDED: 'x', SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ NEEDED: 'x', MODE: 'c' }, 'MODE'],
    [{}, 'NEEDED'],
  ])('names the bad variable in %o', (env, variable) => {
    expect(() => validateEnv(schema, env)).toThrow(EnvError);
    expect(() => validateEnv(schema, env)).toThrow(new RegExp(`Invalid environment variable ${variable}`));
  });
});
