/**
 * The change an audit entry records: per field, the value before and after. Secrets are never
 * written to the log, only that they changed; bookkeeping columns are left out.
 */
export type FieldChange = { before: unknown; after: unknown };
export type AuditChanges = Record<string, FieldChange>;

const SECRET = /password|secret|token|apikey|api_key|hash|credential|privatekey/i;
const IGNORED = new Set(['updatedAt', 'createdAt', 'updated_at', 'created_at']);
export const MASK = '••••••';

export const isSecretField = (field: string) => SECRET.test(field);

function normal(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/** Fields whose value differs between `before` and `after` (a missing side is null: a creation or a deletion). */
export function auditDiff(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (IGNORED.has(field)) continue;
    const was = before?.[field];
    const now = after?.[field];
    if (before && after && !(field in after)) continue; // a partial update leaves the field alone
    if (same(was, now)) continue;
    changes[field] = isSecretField(field)
      ? { before: was == null ? null : MASK, after: now == null ? null : MASK }
      : { before: normal(was), after: normal(now) };
  }
  return changes;
}

/** One line per field for the log's page and CSV: `price: 500 → 700`. */
export function describeChanges(changes: unknown): string {
  if (!changes || typeof changes !== 'object') return '';
  const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return Object.entries(changes as Record<string, unknown>)
    .map(([field, change]) => {
      const c = change as Partial<FieldChange> | null;
      return c && typeof c === 'object' && 'after' in c ? `${field}: ${show(c.before)} → ${show(c.after)}` : `${field}: ${show(change)}`;
    })
    .join('\n');
}
