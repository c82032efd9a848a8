/**
 * The custom-job workflow as one pure state machine (diagram: docs/custom-orders.md).
 * The server asks `decide` before every change; pages ask `allowedActions` to show
 * only the buttons that can work. No I/O here, so it is shared and property-tested.
 */
export const JOB_STATUSES = ['PENDING', 'APPROVED', 'IN_PROCESS', 'IN_REVIEW', 'REJECTED', 'HOLD', 'COMPLETED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Who acts on a job, seen from that job: its customer, an admin, or an artist (contributor). */
export const JOB_ACTOR_ROLES = ['customer', 'admin', 'contributor'] as const;
export type JobActorRole = (typeof JOB_ACTOR_ROLES)[number];
export type JobActor = { role: JobActorRole; userId: string };

export const JOB_ACTIONS = ['approve', 'reject', 'hold', 'resume', 'allocate', 'start', 'deliver', 'accept', 'requestCorrection', 'decline'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** What the machine needs to know about a job. */
export type JobState = {
  status: JobStatus;
  /** The status a job on HOLD returns to. */
  heldFrom: JobStatus | null;
  customerId: string;
  artistId: string | null;
  paid: boolean;
  correctionsUsed: number;
  correctionRounds: number;
};

/** Who may do what (the rights table of docs/custom-orders.md). */
export const ACTION_ROLE: Record<JobAction, JobActorRole> = {
  approve: 'admin',
  reject: 'admin',
  hold: 'admin',
  resume: 'admin',
  allocate: 'admin',
  start: 'contributor',
  deliver: 'contributor',
  accept: 'customer',
  requestCorrection: 'customer',
  decline: 'contributor',
};

/** The statuses each action may start from. `resume` goes back to `heldFrom`; `allocate` and `decline` keep the status. */
export const ACTION_FROM: Record<JobAction, readonly JobStatus[]> = {
  approve: ['PENDING'],
  reject: ['PENDING', 'APPROVED', 'HOLD'],
  hold: ['PENDING', 'APPROVED', 'IN_PROCESS', 'IN_REVIEW'],
  resume: ['HOLD'],
  allocate: ['APPROVED', 'IN_PROCESS', 'IN_REVIEW', 'HOLD'],
  start: ['APPROVED'],
  deliver: ['IN_PROCESS'],
  accept: ['IN_REVIEW'],
  requestCorrection: ['IN_REVIEW'],
  // An artist declines an assignment before starting it (starting is accepting it); the job goes back to staff.
  decline: ['APPROVED'],
};

const FIXED_TARGET: Partial<Record<JobAction, JobStatus>> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  hold: 'HOLD',
  start: 'IN_PROCESS',
  deliver: 'IN_REVIEW',
  accept: 'COMPLETED',
  requestCorrection: 'IN_PROCESS',
};

export const FINAL_STATUSES: readonly JobStatus[] = ['REJECTED', 'COMPLETED'];

export type Decision =
  | { ok: true; to: JobStatus; heldFrom: JobStatus | null; refund: boolean }
  | { ok: false; kind: 'forbidden' | 'conflict'; message: string };

/** Whether the actor has rights on this job at all (before looking at the status). */
export function hasRights(job: JobState, actor: JobActor, action: JobAction): boolean {
  if (ACTION_ROLE[action] !== actor.role) return false;
  if (actor.role === 'customer') return job.customerId === actor.userId;
  if (actor.role === 'contributor') return job.artistId !== null && job.artistId === actor.userId;
  return true;
}

function guardMessage(job: JobState, action: JobAction): string | null {
  if (!ACTION_FROM[action].includes(job.status)) {
    return `A job that is ${job.status} cannot be sent to "${action}".`;
  }
  if (action === 'approve' && !job.paid) return 'The order is not paid yet.';
  if (action === 'start' && !job.artistId) return 'No artist is allocated to this job.';
  if (action === 'resume' && !job.heldFrom) return 'This job does not know where it was held from.';
  if (action === 'requestCorrection' && job.correctionsUsed >= job.correctionRounds) {
    return `All ${job.correctionRounds} rounds of corrections of this level are used.`;
  }
  return null;
}

/** Decides one action: the new status, or why not (forbidden → 403, conflict → 409). */
export function decide(job: JobState, actor: JobActor, action: JobAction): Decision {
  if (!hasRights(job, actor, action)) {
    return { ok: false, kind: 'forbidden', message: `A ${actor.role} cannot "${action}" this job.` };
  }
  const problem = guardMessage(job, action);
  if (problem) return { ok: false, kind: 'conflict', message: problem };
  if (action === 'resume') return { ok: true, to: job.heldFrom as JobStatus, heldFrom: null, refund: false };
  if (action === 'hold') return { ok: true, to: 'HOLD', heldFrom: job.status, refund: false };
  const to = FIXED_TARGET[action] ?? job.status;
  return { ok: true, to, heldFrom: to === 'HOLD' ? job.heldFrom : null, refund: action === 'reject' };
}

/** Applies a decision to a job state (used by tests and by the server after it records the change). */
export function apply(job: JobState, action: JobAction, decision: Extract<Decision, { ok: true }>): JobState {
  return {
    ...job,
    status: decision.to,
    heldFrom: decision.heldFrom,
    // A declined job has no artist again: it is back in the staff's "Not Allocated" queue.
    artistId: action === 'decline' ? null : job.artistId,
    correctionsUsed: job.correctionsUsed + (action === 'requestCorrection' ? 1 : 0),
  };
}

/** The actions this actor can take on this job now. */
export function allowedActions(job: JobState, actor: JobActor): JobAction[] {
  return JOB_ACTIONS.filter((action) => decide(job, actor, action).ok);
}

/** Every edge the diagram shows (from, action, to); HOLD's return edges are listed per status it can leave. */
export function declaredEdges(): Array<{ from: JobStatus; action: JobAction; to: JobStatus }> {
  const edges: Array<{ from: JobStatus; action: JobAction; to: JobStatus }> = [];
  for (const action of JOB_ACTIONS) {
    for (const from of ACTION_FROM[action]) {
      if (action === 'resume') {
        for (const back of ACTION_FROM.hold) edges.push({ from, action, to: back });
      } else {
        edges.push({ from, action, to: FIXED_TARGET[action] ?? from });
      }
    }
  }
  return edges;
}
