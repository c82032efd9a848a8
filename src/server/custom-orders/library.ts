import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { orders, users } from '#/server/db/schema.ts';
import { customJobDeliveries, customJobFiles, customJobs } from '#/server/db/schema/jobs.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { isUuid } from '#/lib/ids.ts';

export type CompletedWorkFile = { id: string; fileName: string; contentType: string; size: number };
export type CompletedWork = { jobId: string; number: number; title: string; levelName: string; completedAt: Date; files: CompletedWorkFile[] };

/**
 * "My downloads", custom part: every custom character the customer accepted, with the files of
 * the accepted (last) delivery. Earlier rounds stay on the order page; a refunded job gives nothing.
 */
export async function listCompletedWork(db: Database, customerId: string): Promise<CompletedWork[]> {
  const jobs = await db
    .select({ jobId: customJobs.id, number: customJobs.number, title: customJobs.title, levelName: customJobs.levelName, completedAt: customJobs.updatedAt })
    .from(customJobs)
    .where(and(eq(customJobs.customerId, customerId), eq(customJobs.status, 'COMPLETED'), eq(customJobs.paymentStatus, 'paid')))
    .orderBy(desc(customJobs.updatedAt));
  if (!jobs.length) return [];
  const deliveries = await db
    .select({ id: customJobDeliveries.id, jobId: customJobDeliveries.jobId, round: customJobDeliveries.round, createdAt: customJobDeliveries.createdAt })
    .from(customJobDeliveries)
    .where(inArray(customJobDeliveries.jobId, jobs.map((j) => j.jobId)))
    .orderBy(desc(customJobDeliveries.round), desc(customJobDeliveries.createdAt));
  const accepted = new Map<string, string>();
  for (const d of deliveries) if (!accepted.has(d.jobId)) accepted.set(d.jobId, d.id);
  const files = accepted.size
    ? await db
        .select({ id: customJobFiles.id, deliveryId: customJobFiles.deliveryId, fileName: customJobFiles.fileName, contentType: customJobFiles.contentType, size: customJobFiles.size })
        .from(customJobFiles)
        .where(inArray(customJobFiles.deliveryId, [...accepted.values()]))
        .orderBy(customJobFiles.fileName)
    : [];
  return jobs.map((job) => ({ ...job, files: files.filter((f) => f.deliveryId === accepted.get(job.jobId)).map(({ deliveryId: _d, ...f }) => f) }));
}

export type JobCertificate = { jobId: string; number: number; title: string; levelName: string; licensee: string; email: string; orderId: string | null; issuedAt: Date };

/** The exclusive Extended licence of one completed custom character; only its customer may see it (404 otherwise). */
export async function getJobCertificate(db: Database, customerId: string, jobId: string): Promise<JobCertificate> {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'No such licence.');
  const [row] = await db
    .select({
      jobId: customJobs.id,
      number: customJobs.number,
      title: customJobs.title,
      levelName: customJobs.levelName,
      licensee: users.name,
      email: users.email,
      orderId: orders.id,
      issuedAt: customJobs.updatedAt,
    })
    .from(customJobs)
    .innerJoin(users, eq(users.id, customJobs.customerId))
    .leftJoin(orders, and(eq(orders.jobId, customJobs.id), eq(orders.kind, 'job'), eq(orders.status, 'paid')))
    .where(and(eq(customJobs.id, jobId), eq(customJobs.customerId, customerId), eq(customJobs.status, 'COMPLETED'), eq(customJobs.paymentStatus, 'paid')));
  if (!row) throw new AppError('NOT_FOUND', 'No such licence in your account.');
  return row;
}
