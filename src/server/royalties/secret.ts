import { DEV_PAYOUT_DETAILS_KEY } from '#/server/security/production-defaults.ts';

/**
 * The key that seals payout details: the configured one, else the public development key
 * (production refuses to start with it: src/server/security/production-defaults.ts).
 * Plain module (no astro:env) so the seed script can use it.
 */
export const resolvePayoutSecret = (configured: string | undefined): string => configured || DEV_PAYOUT_DETAILS_KEY;
