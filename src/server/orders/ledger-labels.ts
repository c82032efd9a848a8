/**
 * What each ledger reason means to the account holder, and whether it counts as
 * bought, spent or refunded on the credit history page. Unknown reasons read as adjustments.
 */
export type LedgerKind = 'bought' | 'spent' | 'refunded' | 'adjusted';

const LABELS: Record<string, { label: string; kind: LedgerKind }> = {
  'credit-pack': { label: 'Credit pack bought', kind: 'bought' },
  'credit-pack-refund': { label: 'Credit pack refunded', kind: 'refunded' },
  purchase: { label: 'Spent on characters', kind: 'spent' },
  'credit-top-up': { label: 'Credits bought by card with the order', kind: 'bought' },
  'credit-top-up-spent': { label: 'Spent on characters', kind: 'spent' },
  'purchase-release': { label: 'Returned: the card payment failed', kind: 'refunded' },
  refund: { label: 'Refunded order', kind: 'refunded' },
  'custom-job': { label: 'Spent on a custom character', kind: 'spent' },
  'custom-job-refund': { label: 'Custom order refunded', kind: 'refunded' },
};

export function ledgerLabel(reason: string, delta: number): { label: string; kind: LedgerKind } {
  return LABELS[reason] ?? { label: delta >= 0 ? 'Credits added by Toonmart' : 'Credits removed by Toonmart', kind: 'adjusted' };
}
