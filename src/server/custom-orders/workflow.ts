import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { apply, decide, FINAL_STATUSES, type Decision, type JobAction } from '#/lib/jobs/machine.ts';
import { dueOnFor } from '#/lib/jobs/due.ts';
import { orderLabel } from '#/lib/order-number.ts';
import { one } from '#/server/db/rows.ts';
import type { Database, Tx } from '#/server/db/open.ts';
import { customJobCorrections, customJobDeliveries, customJobFiles, customJobs, customJobTransitions, type CustomJobRow } from '#/server/db/schema/jobs.ts';
import { users } from '#/server/db/schema/users.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { actorFor, assertCanSee, machineState, type Viewer } from './access.ts';
import { saveWithUploads } from '#/server/uploads/files.ts';
import { jobUploadSpec, toJobFiles, type StoredJobFile } from './files.ts';
import { notifyStatusChange } from './notices.ts';
import { findJob } from './orders.ts';
import { refundJob } from './payment.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import type { PaymentProvider } from '#/server/payments/provider.ts';
import { recordJobShare } from '#/server/royalties/ledger.ts';

/** Approving starts the clock: the due day is the level's turnaround in business days from today. */
function approval(job: CustomJobRow, now = new Date()): Pick<CustomJobRow, 'approvedAt' | 'dueOn'> {
  return { approvedAt: now, dueOn: dueOnFor(now, job.turnaroundDays) };
}

export type ActInput = { note?: string; artistId?: string; files?: StoredJobFile[] };

function allowed(decision: Decision): Extract<Decision, { ok: true }> {
  if (decision.ok) return decision;
  throw new AppError(decision.kind === 'forbidden' ? 'FORBIDDEN' : 'CONFLICT', decision.message);
}

/** Input each action needs beyond the machine's guards. */
async function checkInput(tx: Tx, action: JobAction, input: ActInput): Promise<void> {
  const missing = (message: string) => new AppError('VALIDATION_FAILED', message);
  if (action === 'reject' && !input.note?.trim()) throw missing('Give the customer a reason for the rejection.');
  if (action === 'requestCorrection' && !input.note?.trim()) throw missing('Say what should be corrected.');
  if (action === 'decline' && !input.note?.trim()) throw missing('Tell the team why you decline this job.');
  if (action === 'deliver' && !input.files?.length) throw missing('Attach at least one file of work.');
  if (action === 'allocate') {
    const [artist] = input.artistId
      ? await tx.select({ id: users.id }).from(users).where(and(eq(users.id, input.artistId), eq(users.role, 'contributor')))
      : [];
    if (!artist) throw missing('Pick an artist (a contributor account).');
  }
}

/** Deliveries and corrections keep their round and files; a rejection refunds; acceptance pays the artist's share. */
async function sideEffects(tx: Tx, job: CustomJobRow, viewer: Viewer, action: JobAction, input: ActInput, provider?: PaymentProvider): Promise<void> {
  const files = input.files ?? [];
  if (action === 'reject') await refundJob(tx, job, provider);
  if (action === 'accept') await recordJobShare(tx, job);
  if (action === 'deliver') {
    const delivery = one(await tx
      .insert(customJobDeliveries)
      .values({ jobId: job.id, artistId: viewer.id, round: job.correctionsUsed + 1, note: input.note?.trim() ?? '' })
      .returning());
    await tx.insert(customJobFiles).values(files.map((f) => ({ ...f, jobId: job.id, kind: 'delivery' as const, deliveryId: delivery.id, uploadedBy: viewer.id })));
  }
  if (action === 'requestCorrection') {
    const correction = one(await tx
      .insert(customJobCorrections)
      .values({ jobId: job.id, customerId: viewer.id, round: job.correctionsUsed + 1, note: input.note?.trim() ?? '' })
      .returning());
    if (files.length) {
      await tx.insert(customJobFiles).values(files.map((f) => ({ ...f, jobId: job.id, kind: 'correction' as const, correctionId: correction.id, uploadedBy: viewer.id })));
    }
  }
}

/** Staff decisions (approve, reject, hold, allocate…) and an artist's decline go to the audit log in the same transaction. */
async function auditStaffAction(tx: Tx, viewer: Viewer, action: JobAction, before: CustomJobRow, after: CustomJobRow): Promise<void> {
  if (actorFor(viewer, action).role !== 'admin' && action !== 'decline') return;
  const actor = { id: viewer.id, email: viewer.email ?? viewer.id, role: viewer.role, ip: viewer.ip };
  const pick = (row: CustomJobRow) => ({ status: row.status, artistId: row.artistId, rejectReason: row.rejectReason, declinedReason: row.declinedReason, paymentStatus: row.paymentStatus });
  const summary = `Custom order ${orderLabel(before.number)}: ${action} (${before.status} → ${after.status})`;
  await writeAudit(tx, actor, { action: `job_${action}`, entity: 'job', entityId: before.id, summary, before: pick(before), after: pick(after) });
}

/**
 * Takes one workflow action on a job: locks the row, asks the machine, records the
 * change and its log line in one transaction, then notifies. Illegal → 409, no right → 403,
 * a job the viewer may not see → 404; in every failing case nothing changes. `provider`: the
 * configured payment provider, which refunds a rejected card payment (demo orders need none).
 */
export async function act(db: Database, viewer: Viewer, jobId: string, action: JobAction, input: ActInput = {}, provider?: PaymentProvider): Promise<CustomJobRow> {
  const visible = assertCanSee(await findJob(db, jobId), viewer);
  const result = await db.transaction(async (tx) => {
    const job = one(await tx.select().from(customJobs).where(eq(customJobs.id, visible.id)).for('update'));
    const decision = allowed(decide(machineState(job), actorFor(viewer, action), action));
    await checkInput(tx, action, input);
    const next = apply(machineState(job), action, decision);
    // Side effects first, so the row returned below already shows a refund.
    await sideEffects(tx, job, viewer, action, input, provider);
    const artistId = action === 'allocate' ? (input.artistId ?? null) : job.artistId;
    const updated = one(await tx
      .update(customJobs)
      .set({
        status: next.status,
        heldFrom: next.heldFrom,
        correctionsUsed: next.correctionsUsed,
        artistId: action === 'decline' ? null : artistId,
        rejectReason: action === 'reject' ? (input.note?.trim() ?? null) : job.rejectReason,
        declinedReason: action === 'decline' ? (input.note?.trim() ?? null) : job.declinedReason,
        ...(action === 'approve' ? approval(job) : {}),
        updatedAt: new Date(),
      })
      .where(eq(customJobs.id, job.id))
      .returning());
    await auditStaffAction(tx, viewer, action, job, updated);
    await tx.insert(customJobTransitions).values({
      jobId: job.id,
      actorId: viewer.id,
      actorRole: actorFor(viewer, action).role,
      action,
      fromStatus: job.status,
      toStatus: next.status,
      note: input.note?.trim() || null,
    });
    return { before: job, after: updated };
  });
  await notifyStatusChange(db, result.before, result.after, action, input.note?.trim() || null);
  return result.after;
}

/**
 * Actions that carry files (deliver, requestCorrection; multipart, files in `files`, text in `note`):
 * the machine is asked before the body is read, so a refused action never receives 100 MB;
 * then the files stream through the upload pipeline and the action is taken. If the
 * action fails, the files and their stored_files rows are removed.
 */
export async function actWithUploads(db: Database, storage: Storage, viewer: Viewer, jobId: string, action: 'deliver' | 'requestCorrection', request: Request): Promise<CustomJobRow> {
  const job = assertCanSee(await findJob(db, jobId), viewer);
  allowed(decide(machineState(job), actorFor(viewer, action), action));
  if (FINAL_STATUSES.includes(job.status)) throw new AppError('CONFLICT');
  const spec = jobUploadSpec('files', action === 'deliver' ? 'delivery' : 'correction');
  return saveWithUploads(db, storage, request, spec, viewer, (form) =>
    act(db, viewer, jobId, action, { note: noteSchema.parse(form.fields.note ?? ''), files: toJobFiles(form.lists.files) }),
  );
}

const noteSchema = z.string().max(5000);
