import { z } from '#/lib/zod.ts';

/** What staff type on an order's page: a refund (one line, or every line left when none is named) and a licence grant or revocation. */
const reason = z.string().trim().min(5, 'Give a reason (5 characters or more): it is kept in the audit log.').max(300, 'Keep the reason under 300 characters.');

export const orderRefundSchema = z.object({
  lineId: z.union([z.uuid(), z.literal('')]).optional().transform((id) => id || undefined),
  reason,
});

export const orderLicenceSchema = z.object({
  lineId: z.uuid(),
  action: z.enum(['grant', 'revoke']),
  reason,
});

export type OrderRefundInput = z.infer<typeof orderRefundSchema>;
export type OrderLicenceInput = z.infer<typeof orderLicenceSchema>;
