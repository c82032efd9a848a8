import { ACTION_ROLE, type JobAction, type JobActor, type JobState } from '#/lib/jobs/machine.ts';
import type { Role } from '#/lib/access.ts';
import type { CustomJobRow } from '#/server/db/schema/jobs.ts';
import { AppError } from '#/server/errors/catalogue.ts';

/** The signed-in person looking at jobs (from `locals.user`). */
export type Viewer = { id: string; role: Role; email?: string; ip?: string | null };

/** `ip`: the client's address, written to the audit log when staff act. */
export function viewerOf(user: { id: string; role: Role; email?: string }, ip?: string): Viewer {
  return { id: user.id, role: user.role, email: user.email, ip: ip ?? null };
}

export const isAdmin = (viewer: Viewer) => viewer.role === 'admin' || viewer.role === 'super_admin';

/** Admins see every job; an artist the jobs allocated to them; a customer their own. */
export function canSee(job: Pick<CustomJobRow, 'customerId' | 'artistId'>, viewer: Viewer): boolean {
  if (isAdmin(viewer)) return true;
  if (job.customerId === viewer.id) return true;
  return viewer.role === 'contributor' && job.artistId === viewer.id;
}

/** A job you may not see does not exist for you: 404, so ids of other people's jobs leak nothing. */
export function assertCanSee<T extends Pick<CustomJobRow, 'customerId' | 'artistId'>>(job: T | undefined, viewer: Viewer): T {
  if (!job || !canSee(job, viewer)) throw new AppError('NOT_FOUND', 'No such custom job.');
  return job;
}

/** The role in which the viewer would take this action; the machine then checks ownership. */
export function actorFor(viewer: Viewer, action: JobAction): JobActor {
  const wanted = ACTION_ROLE[action];
  if (wanted === 'admin' && isAdmin(viewer)) return { role: 'admin', userId: viewer.id };
  if (wanted === 'contributor' && viewer.role === 'contributor') return { role: 'contributor', userId: viewer.id };
  if (wanted === 'customer') return { role: 'customer', userId: viewer.id };
  return { role: isAdmin(viewer) ? 'admin' : viewer.role === 'contributor' ? 'contributor' : 'customer', userId: viewer.id };
}

export function machineState(job: CustomJobRow): JobState {
  return {
    status: job.status,
    heldFrom: job.heldFrom,
    customerId: job.customerId,
    artistId: job.artistId,
    paid: job.paymentStatus === 'paid',
    correctionsUsed: job.correctionsUsed,
    correctionRounds: job.correctionRounds,
  };
}
