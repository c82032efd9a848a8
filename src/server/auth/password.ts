import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { AppError } from '#/server/errors/catalogue.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** Algorithm 2 is Argon2id (a const enum we cannot import as a value). OWASP's argon2id minimum: 19 MiB, two passes, one lane. */
const ARGON2 = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Length and a breach-list check only: no composition rules (NIST SP 800-63B). */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'This password is too common. Choose another one.';
  return null;
}

export function assertPasswordAcceptable(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { details: [{ path: 'password', message: problem }] });
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// Verified against when the account does not exist, so both failures cost the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('toonmart-no-such-account');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
