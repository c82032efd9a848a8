import { auditLog, type AuditRow } from '#/server/db/schema.ts';
import type { Database } from '#/server/db/open.ts';
import type { TableQuery } from '#/lib/table-query.ts';
import { invalidateCatalogue } from '#/server/cache/invalidate.ts';
import { forgetSessions } from '#/server/auth/session-store.ts';
import type { Actor } from './actor.ts';
import { paginate } from './paginate.ts';
import { auditDiff, describeChanges, type AuditChanges } from './audit-diff.ts';
import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AuditFilter } from '#/lib/audit-filter.ts';

/**
 * What changed: `before` and `after` (rows or the fields touched) are diffed per field, secrets masked.
 * `changes` alone means the values that were set (a creation, or an action with parameters).
 */
export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | null;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  changes?: Record<string, unknown>;
};

function changesOf(entry: AuditEntry): AuditChanges | null {
  const diff = entry.before || entry.after ? auditDiff(entry.before, entry.after) : entry.changes ? auditDiff(null, entry.changes) : {};
  return Object.keys(diff).length ? diff : null;
}

/** What public pages show: a change to any of these makes every cached page out of date. */
const CATALOGUE_ENTITIES = new Set(['character', 'character_type', 'currency_rate', 'customize_level', 'social_link', 'tutorial', 'announcement', 'artist_profile']);

/**
 * Records who changed what. Call it in the same transaction as the change, so both happen or neither.
 * Every admin change passes here, so this is also where cached public pages are invalidated (the
 * other processes hear of it when the transaction commits).
 */
export async function writeAudit(db: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  if (CATALOGUE_ENTITIES.has(entry.entity)) await invalidateCatalogue(db);
  // A user's role or standing changed: cached sessions carry the old one.
  if (entry.entity === 'user') forgetSessions();
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    changes: changesOf(entry),
    ip: actor.ip ?? null,
  });
}

function filterWhere(filter: AuditFilter): SQL | undefined {
  const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    filter.actor ? ilike(auditLog.actorEmail, like(filter.actor)) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    // Days are UTC, the `to` day included.
    filter.from ? gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(auditLog.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)) : undefined,
  );
}

const NO_FILTER: AuditFilter = { actor: '', entity: '', from: '', to: '' };

export function listAudit(db: Database, query: TableQuery, filter: AuditFilter = NO_FILTER) {
  return paginate<AuditRow>(
    db,
    {
      table: auditLog,
      sortable: { createdAt: auditLog.createdAt, actorEmail: auditLog.actorEmail, entity: auditLog.entity, action: auditLog.action },
      searchable: [auditLog.actorEmail, auditLog.action, auditLog.entity, auditLog.summary, auditLog.entityId],
      where: filterWhere(filter),
    },
    query,
  );
}

/** Rows of the CSV export, newest first; capped so one request cannot read the whole history into memory. */
export const AUDIT_EXPORT_LIMIT = 50_000;

const csvCell = (value: string) => {
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export async function auditCsv(db: Database, filter: AuditFilter): Promise<string> {
  const rows = await db.select().from(auditLog).where(filterWhere(filter)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(AUDIT_EXPORT_LIMIT);
  const header = ['time', 'actor', 'ip', 'action', 'entity', 'entity_id', 'summary', 'changes'];
  const lines = rows.map((r) => [r.createdAt.toISOString(), r.actorEmail, r.ip ?? '', r.action, r.entity, r.entityId ?? '', r.summary, describeChanges(r.changes)].map(csvCell).join(','));
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
