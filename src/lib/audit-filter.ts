import { z } from './zod.ts';

/** The audit log's filters, held in the URL: actor e-mail (substring), entity, and a date range (days, inclusive). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).catch('');
export const auditFilterSchema = z.object({
  actor: z.string().trim().max(200).catch(''),
  entity: z.string().trim().max(40).regex(/^[a-z_]*$/).catch(''),
  from: day,
  to: day,
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  return auditFilterSchema.parse({
    actor: params.get('actor') ?? '',
    entity: params.get('entity') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  });
}

/** The filters as URL parameters (the empty ones left out), for links that keep them. */
export function auditFilterParams(filter: AuditFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));
}

export const AUDIT_ENTITIES = ['character', 'character_type', 'currency_rate', 'customize_level', 'job', 'order', 'user', 'setting', 'social_link', 'tutorial', 'announcement'] as const;
