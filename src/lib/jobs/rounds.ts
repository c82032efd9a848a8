/**
 * The work exchanged on a custom order, as one list in the order it happened: each delivery of
 * the artist and each correction request of the customer. Shown the same way to the customer,
 * the artist and staff, so "Correction request 1" sits between the deliveries it answers.
 */
type Dated = { id: string; createdAt: Date };
export type Round<D extends Dated, C extends Dated> = { type: 'delivery'; entry: D } | { type: 'correction'; entry: C };

export function inTimeOrder<D extends Dated, C extends Dated>(deliveries: D[], corrections: C[]): Round<D, C>[] {
  const all: Round<D, C>[] = [...deliveries.map((entry) => ({ type: 'delivery' as const, entry })), ...corrections.map((entry) => ({ type: 'correction' as const, entry }))];
  // Same instant (one transaction): a delivery comes before the correction that answers it.
  return all.sort((a, b) => a.entry.createdAt.getTime() - b.entry.createdAt.getTime() || (a.type === b.type ? 0 : a.type === 'delivery' ? -1 : 1));
}
