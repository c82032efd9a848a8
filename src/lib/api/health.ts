import { z } from '#/lib/zod.ts';
import { endpoint } from './contract.ts';

const check = z.string();

/** For load balancers and monitors: the process is up (health), and it can serve: database, migrations, storage (ready; 503 when not). */
export const healthApi = {
  health: endpoint('GET', '/health', { response: z.looseObject({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) }),
  // The checks go to the operator (with the metrics token) only; the public answer is the status alone.
  ready: endpoint('GET', '/ready', {
    response: z.object({ status: z.enum(['ready', 'not ready']), checks: z.object({ database: check, migrations: check, storage: check }).optional() }),
  }),
};
