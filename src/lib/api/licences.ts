import { z } from '#/lib/zod.ts';
import { PROJECT_NAME_MAX } from '#/lib/licences/terms.ts';
import { endpoint } from './contract.ts';

/** Licence certificates: the buyer's client or project name on a licence (empty clears it). */
export const projectRequest = z.object({ projectName: z.string().max(PROJECT_NAME_MAX * 2) });

export const licencesApi = {
  project: endpoint('POST', '/licences/:id/project', { request: projectRequest, response: z.object({ projectName: z.string().nullable() }) }),
};
