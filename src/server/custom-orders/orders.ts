import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { one } from '#/server/db/rows.ts';
import type { Database } from '#/server/db/open.ts';
import { customJobFiles, customJobs, customJobTransitions, type CustomJobRow } from '#/server/db/schema/jobs.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { saveWithUploads } from '#/server/uploads/files.ts';
import type { Viewer } from './access.ts';
import { jobUploadSpec, toJobFiles, type StoredJobFile } from './files.ts';
import { findCustomizeLevel } from './levels.ts';
import { notifyJobEvent } from './notices.ts';
import { jobOrderId, payForJob } from './payment.ts';
import { sendReceipt } from '#/server/orders/receipt.ts';

export const orderSchema = z.object({
  levelId: z.string().min(1, 'Pick a level.'),
  title: z.string().trim().min(3, 'Give the character a working name (3 characters or more).').max(120),
  brief: z.string().trim().min(20, 'Describe the character in at least 20 characters.').max(5000),
  style: z.string().trim().min(1, 'Pick a style.').max(120),
  intendedUse: z.string().trim().min(1, 'Say where the character will be used.').max(500),
  paymentMethod: z.enum(['credits', 'card']),
});
export type OrderInput = z.infer<typeof orderSchema>;

/**
 * POST /api/jobs: streams the references through the upload pipeline, then places
 * the order. If the order fails (bad field, unknown level, payment refused) the
 * references and their stored_files rows are removed.
 */
export async function orderFromRequest(db: Database, storage: Storage, viewer: Viewer, request: Request): Promise<CustomJobRow> {
  const job = await saveWithUploads(db, storage, request, jobUploadSpec('references', 'reference'), viewer, (form) =>
    createOrder(db, viewer, orderSchema.parse(form.fields), toJobFiles(form.lists.references)),
  );
  await notifyOrder(db, job);
  return job;
}

/** Creates the PENDING job (a card order: unpaid, awaiting the provider's payment) with its references and first log line, and takes payment, in one transaction. */
export async function createOrder(db: Database, viewer: Viewer, input: OrderInput, references: StoredJobFile[]): Promise<CustomJobRow> {
  const level = await findCustomizeLevel(db, input.levelId);
  if (!level) throw new AppError('VALIDATION_FAILED', 'This level does not exist. Pick one of the levels shown.');
  return db.transaction(async (tx) => {
    const row = one(await tx
      .insert(customJobs)
      .values({
        customerId: viewer.id,
        levelName: level.name,
        priceCents: level.priceCents,
        turnaroundDays: level.turnaroundDays,
        correctionRounds: level.correctionRounds,
        title: input.title,
        brief: input.brief,
        style: input.style,
        intendedUse: input.intendedUse,
        paymentMethod: input.paymentMethod,
      })
      .returning());
    if (references.length) {
      await tx.insert(customJobFiles).values(references.map((f) => ({ ...f, jobId: row.id, kind: 'reference' as const, uploadedBy: viewer.id })));
    }
    await tx.insert(customJobTransitions).values({
      jobId: row.id,
      actorId: viewer.id,
      actorRole: 'customer',
      action: 'order',
      fromStatus: null,
      toStatus: 'PENDING',
      note: `${level.name} level, paid with ${input.paymentMethod}`,
    });
    await payForJob(tx, row, input.paymentMethod);
    // Credits are taken here; a card order waits for the payment provider (checkout.ts).
    return { ...row, paymentStatus: input.paymentMethod === 'credits' ? ('paid' as const) : row.paymentStatus };
  });
}

/** The customer hears the order arrived; the admins hear of it once it is paid (a card order: checkout.ts). */
async function notifyOrder(db: Database, job: CustomJobRow): Promise<void> {
  await notifyJobEvent(db, 'ordered', job, job);
  // Paid with credits: the receipt goes now (a card order's goes when the provider confirms it).
  if (job.paymentMethod === 'credits') await sendJobReceipt(db, job);
}

async function sendJobReceipt(db: Database, job: CustomJobRow): Promise<void> {
  const orderId = await jobOrderId(db, job.id);
  if (orderId) await sendReceipt(db, orderId).catch((error: unknown) => console.error(`[jobs] receipt for custom job ${job.number} not sent:`, error));
}

export async function notifyAdminsOfOrder(db: Database, job: CustomJobRow): Promise<void> {
  await notifyJobEvent(db, 'paid', job, job);
}

export async function findJob(db: Database, id: string): Promise<CustomJobRow | undefined> {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [row] = await db.select().from(customJobs).where(eq(customJobs.id, id));
  return row;
}
