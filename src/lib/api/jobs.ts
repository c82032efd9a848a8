import { z } from '#/lib/zod.ts';
import { JOB_STATUSES } from '#/lib/jobs/machine.ts';
import { endpoint } from './contract.ts';

/** Custom orders: the lists of the three roles, one job's page data, the workflow actions and the thread. */
export const JOB_FILTERS = ['all', 'unallocated', 'in_review', 'completed'] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];

export const jobListQuery = z.object({
  scope: z.enum(['customer', 'contributor', 'admin']).catch('customer'),
  filter: z.enum(JOB_FILTERS).catch('all'),
  q: z.string().trim().max(100).catch(''),
});

const status = z.enum(JOB_STATUSES);
const jobRow = z.looseObject({ id: z.uuid(), number: z.number().int(), title: z.string(), status, createdAt: z.union([z.string(), z.date()]) });

export const jobActionRequest = z.object({ note: z.string().max(5000).optional(), artistId: z.string().optional() });
export const jobMessageRequest = z.object({ body: z.string().min(1).max(5000) });

export const jobsApi = {
  list: endpoint('GET', '/jobs', { response: z.object({ jobs: z.array(jobRow) }) }),
  /** Multipart: levelId, title, brief, style, intendedUse, paymentMethod, references (files). */
  place: endpoint('POST', '/jobs', {
    response: z.object({ job: z.object({ id: z.uuid(), number: z.number().int(), status, paymentStatus: z.string() }), location: z.string() }),
  }),
  detail: endpoint('GET', '/jobs/:id', { response: z.looseObject({ job: z.looseObject({ id: z.uuid(), status, title: z.string() }) }) }),
  /** JSON `{ note?, artistId? }`, or multipart (files, note) for deliver and requestCorrection. */
  act: endpoint('POST', '/jobs/:id/:action', {
    request: jobActionRequest,
    response: z.object({ job: z.object({ id: z.uuid(), status, artistId: z.uuid().nullable() }) }),
  }),
  message: endpoint('POST', '/jobs/:id/messages', { request: jobMessageRequest, response: z.object({ message: z.looseObject({ id: z.uuid(), body: z.string() }) }) }),
};
