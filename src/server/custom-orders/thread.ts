import { eq } from 'drizzle-orm';
import { one } from '#/server/db/rows.ts';
import type { Database } from '#/server/db/open.ts';
import { customJobFiles, customJobMessages, customJobs } from '#/server/db/schema/jobs.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { assertCanSee, isAdmin, type Viewer } from './access.ts';
import { sendNotice } from '#/server/notifications/index.ts';
import { findJob } from './orders.ts';
import { isUuid } from '#/lib/ids.ts';
import { orderLabel } from '#/lib/order-number.ts';

/** Adds a message to a job's thread (its customer, its artist or an admin) and tells the others. */
export async function postMessage(db: Database, viewer: Viewer, jobId: string, body: string) {
  const job = assertCanSee(await findJob(db, jobId), viewer);
  const text = body.trim();
  if (!text) throw new AppError('VALIDATION_FAILED', 'Write a message first.');
  const role = job.customerId === viewer.id ? 'customer' : isAdmin(viewer) ? 'admin' : 'contributor';
  const message = one(await db.insert(customJobMessages).values({ jobId: job.id, authorId: viewer.id, authorRole: role, body: text.slice(0, 5000) }).returning());
  const others = [job.customerId, job.artistId].filter((id): id is string => !!id && id !== viewer.id);
  for (const id of others) {
    await sendNotice(db, [id], {
      title: `New message on custom order ${orderLabel(job.number)}`,
      body: text.slice(0, 300),
      link: id === job.customerId ? `/account/custom-orders/${job.id}` : `/contributor/jobs/${job.id}`,
    });
  }
  return message;
}

/** Opens a job file for download, only for someone who may see the job (404 otherwise). */
export async function openJobFile(db: Database, storage: Storage, viewer: Viewer, fileId: string) {
  const [row] = isUuid(fileId)
    ? await db
        .select({ file: customJobFiles, customerId: customJobs.customerId, artistId: customJobs.artistId })
        .from(customJobFiles)
        .innerJoin(customJobs, eq(customJobs.id, customJobFiles.jobId))
        .where(eq(customJobFiles.id, fileId))
    : [];
  const visible = assertCanSee(row, viewer);
  const stored = await storage.get(visible.file.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', 'This file is no longer stored.');
  return { ...stored, fileName: visible.file.fileName };
}
