import { asc, eq } from 'drizzle-orm';
import { allowedActions } from '#/lib/jobs/machine.ts';
import type { Database } from '#/server/db/open.ts';
import { customJobCorrections, customJobDeliveries, customJobFiles, customJobMessages, customJobTransitions, type CustomJobFileRow } from '#/server/db/schema/jobs.ts';
import { users } from '#/server/db/schema/users.ts';
import { actorFor, assertCanSee, machineState, type Viewer } from './access.ts';
import { findJob } from './orders.ts';

const person = { name: users.name, email: users.email };

async function personOf(db: Database, id: string | null) {
  if (!id) return null;
  const [row] = await db.select({ id: users.id, ...person }).from(users).where(eq(users.id, id));
  return row ?? null;
}

function filesOf(files: CustomJobFileRow[], key: 'deliveryId' | 'correctionId', id: string) {
  return files.filter((f) => f[key] === id);
}

/** Everything a job page shows, for someone allowed to see the job (404 otherwise). */
export async function getJobDetail(db: Database, viewer: Viewer, jobId: string) {
  const job = assertCanSee(await findJob(db, jobId), viewer);
  const [files, deliveries, corrections, transitions, messages] = await Promise.all([
    db.select().from(customJobFiles).where(eq(customJobFiles.jobId, job.id)).orderBy(asc(customJobFiles.createdAt)),
    db.select().from(customJobDeliveries).where(eq(customJobDeliveries.jobId, job.id)).orderBy(asc(customJobDeliveries.createdAt)),
    db.select().from(customJobCorrections).where(eq(customJobCorrections.jobId, job.id)).orderBy(asc(customJobCorrections.createdAt)),
    db
      .select({ id: customJobTransitions.id, action: customJobTransitions.action, fromStatus: customJobTransitions.fromStatus, toStatus: customJobTransitions.toStatus, note: customJobTransitions.note, actorRole: customJobTransitions.actorRole, createdAt: customJobTransitions.createdAt, actorName: users.name })
      .from(customJobTransitions)
      .leftJoin(users, eq(users.id, customJobTransitions.actorId))
      .where(eq(customJobTransitions.jobId, job.id))
      .orderBy(asc(customJobTransitions.createdAt)),
    db
      .select({ id: customJobMessages.id, body: customJobMessages.body, authorRole: customJobMessages.authorRole, createdAt: customJobMessages.createdAt, authorName: users.name, authorId: customJobMessages.authorId })
      .from(customJobMessages)
      .innerJoin(users, eq(users.id, customJobMessages.authorId))
      .where(eq(customJobMessages.jobId, job.id))
      .orderBy(asc(customJobMessages.createdAt)),
  ]);
  const state = machineState(job);
  const actions = new Set([actorFor(viewer, 'approve'), actorFor(viewer, 'start'), actorFor(viewer, 'accept')].flatMap((actor) => allowedActions(state, actor)));
  return {
    job,
    customer: await personOf(db, job.customerId),
    artist: await personOf(db, job.artistId),
    references: files.filter((f) => f.kind === 'reference'),
    deliveries: deliveries.map((d) => ({ ...d, files: filesOf(files, 'deliveryId', d.id) })),
    corrections: corrections.map((c) => ({ ...c, files: filesOf(files, 'correctionId', c.id) })),
    // An artist's reason for declining is for staff; the customer reads only that the job went back to the team.
    transitions: job.customerId === viewer.id ? transitions.map((t) => (t.action === 'decline' ? { ...t, note: null } : t)) : transitions,
    messages,
    actions: [...actions],
  };
}

export type JobDetail = Awaited<ReturnType<typeof getJobDetail>>;
