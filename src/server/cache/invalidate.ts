import type { DbOrTx } from '#/server/db/open.ts';
import { broadcast } from './bus.ts';
import { CATALOGUE_TAG } from './policy.ts';

/**
 * Every write to what catalogue pages show (characters, prices, currency rates, types, store
 * settings, social links, tutorials) calls this after writing, with the same db or transaction:
 * cached pages go in this process at once and in the others when the write commits.
 */
export function invalidateCatalogue(db: DbOrTx): Promise<void> {
  return broadcast(db, { kind: 'pages', tags: [CATALOGUE_TAG] });
}

/** Sessions were ended or a user's standing changed: every process forgets its cached sessions. */
export function invalidateSessions(db: DbOrTx): Promise<void> {
  return broadcast(db, { kind: 'sessions' });
}
