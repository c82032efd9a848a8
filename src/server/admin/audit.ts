import { auditLog, type AuditRow } from '../db/schema.ts';
import type { Database } from '../db/open.ts';
import type { TableQuery } from '../../lib/table-query.ts';
import type { Actor } from './actor.ts';
import { paginate } from './paginate.ts';

export type AuditEntry = { action: string; entity: string; entityId?: string | null; summary: string; changes?: unknown };

/** Records who changed what. Call it in the same transaction as the change, so both happen or neither. */
export async function writeAudit(db: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    changes: entry.changes ?? null,
  });
}

export function listAudit(db: Database, query: TableQuery) {
  return paginate<AuditRow>(
    db,
    {
      table: auditLog,
      sortable: { createdAt: auditLog.createdAt, actorEmail: auditLog.actorEmail, entity: auditLog.entity, action: auditLog.action },
      searchable: [auditLog.actorEmail, auditLog.action, auditLog.entity, auditLog.summary],
    },
    query,
  );
}
