import { env } from '#/server/config/env.ts';

/**
 * The clock royalties are judged by (pending → available). Real time, except that the
 * e2e server (E2E=1 on a demo store) may move it forward so a browser test can see
 * a sale's 14-day hold end; see /api/testing/royalty-clock.
 */
let offsetDays = 0;

export const royaltyNow = () => new Date(Date.now() + offsetDays * 86_400_000);

// Read at run time: the build inlines NODE_ENV, so it cannot tell the e2e server apart.
export const clockTestingEnabled = () => env().E2E === '1' && env().DEMO_MODE === 'on';

export function advanceRoyaltyClock(days: number, reset = false): number {
  if (reset) offsetDays = 0;
  offsetDays += days;
  return offsetDays;
}
