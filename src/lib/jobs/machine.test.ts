import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTION_ROLE,
  apply,
  decide,
  declaredEdges,
  JOB_ACTIONS,
  JOB_ACTOR_ROLES,
  JOB_STATUSES,
  type JobActor,
  type JobAction,
  type JobState,
} from './machine.ts';

const CUSTOMER = 'customer-1';
const ARTIST = 'artist-1';
const ARTISTS = [ARTIST, 'artist-2'];
const PEOPLE = [CUSTOMER, 'customer-2', ...ARTISTS, 'admin-1'];

const fresh = (): JobState => ({
  status: 'PENDING',
  heldFrom: null,
  customerId: CUSTOMER,
  artistId: null,
  paid: true,
  correctionsUsed: 0,
  correctionRounds: 2,
});

const randomActor = fc.record({ role: fc.constantFrom(...JOB_ACTOR_ROLES), userId: fc.constantFrom(...PEOPLE) });
const step = fc.record({
  action: fc.constantFrom(...JOB_ACTIONS),
  actor: randomActor,
  artist: fc.constantFrom(...ARTISTS),
  /** Half the steps are taken by the person the action belongs to, so walks get deep into the workflow. */
  rightful: fc.boolean(),
});

function rightfulActor(job: JobState, action: JobAction): JobActor {
  const role = ACTION_ROLE[action];
  const userId = role === 'admin' ? 'admin-1' : role === 'customer' ? job.customerId : (job.artistId ?? ARTIST);
  return { role, userId };
}

const edgeKey = (from: string, action: string, to: string) => `${from} -${action}-> ${to}`;
const DECLARED = new Set(declaredEdges().map((e) => edgeKey(e.from, e.action, e.to)));

/** What the workflow allows a given actor on a given job, written independently of the machine. */
function entitled(job: JobState, actor: JobActor, action: JobAction): boolean {
  if (actor.role === 'admin') return ['approve', 'reject', 'hold', 'resume', 'allocate'].includes(action);
  if (actor.role === 'contributor') return ['start', 'deliver', 'decline'].includes(action) && job.artistId === actor.userId;
  return ['accept', 'requestCorrection'].includes(action) && job.customerId === actor.userId;
}

describe('custom job state machine (property tests)', () => {
  it('random actions by random roles never reach an undeclared state or exceed rights', () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(fc.array(step, { minLength: 20, maxLength: 150 }), (steps) => {
        let job = fresh();
        for (const { action, actor: random, artist, rightful } of steps) {
          const actor = rightful ? rightfulActor(job, action) : random;
          const decision = decide(job, actor, action);
          if (!decision.ok) continue;
          expect(entitled(job, actor, action)).toBe(true);
          expect(ACTION_ROLE[action]).toBe(actor.role);
          expect(DECLARED.has(edgeKey(job.status, action, decision.to))).toBe(true);
          const next = apply(job, action, decision);
          job = action === 'allocate' ? { ...next, artistId: artist } : next;
          expect(JOB_STATUSES).toContain(job.status);
          reached.add(job.status);
          expect(job.correctionsUsed).toBeLessThanOrEqual(job.correctionRounds);
          expect(job.status === 'HOLD').toBe(job.heldFrom !== null);
        }
      }),
      { numRuns: 2000 },
    );
    // The walk is only worth something if it explores the whole workflow.
    for (const status of JOB_STATUSES) expect(reached).toContain(status);
  });

  it('final statuses accept no action from anyone', () => {
    fc.assert(
      fc.property(fc.constantFrom('REJECTED' as const, 'COMPLETED' as const), step, (status, { action, actor }) => {
        expect(decide({ ...fresh(), status, artistId: ARTIST }, actor, action).ok).toBe(false);
      }),
    );
  });

  it('HOLD returns to the status it left', () => {
    fc.assert(
      fc.property(fc.constantFrom('PENDING' as const, 'APPROVED' as const, 'IN_PROCESS' as const, 'IN_REVIEW' as const), (status) => {
        const admin: JobActor = { role: 'admin', userId: 'admin-1' };
        const job = { ...fresh(), status, artistId: ARTIST };
        const held = decide(job, admin, 'hold');
        if (!held.ok) throw new Error(held.message);
        const onHold = apply(job, 'hold', held);
        const resumed = decide(onHold, admin, 'resume');
        expect(resumed.ok && resumed.to).toBe(status);
      }),
    );
  });
});

describe('custom job state machine (examples)', () => {
  const admin: JobActor = { role: 'admin', userId: 'admin-1' };
  it('rejecting refunds; an illegal move is a conflict; a stranger is forbidden', () => {
    expect(decide(fresh(), admin, 'reject')).toMatchObject({ ok: true, to: 'REJECTED', refund: true });
    expect(decide(fresh(), admin, 'resume')).toMatchObject({ ok: false, kind: 'conflict' });
    expect(decide({ ...fresh(), status: 'IN_REVIEW' }, { role: 'customer', userId: 'customer-2' }, 'accept')).toMatchObject({
      ok: false,
      kind: 'forbidden',
    });
  });

  it('an unpaid order cannot be approved; corrections stop after the last round', () => {
    expect(decide({ ...fresh(), paid: false }, admin, 'approve')).toMatchObject({ ok: false, kind: 'conflict' });
    const review = { ...fresh(), status: 'IN_REVIEW' as const, correctionsUsed: 2 };
    expect(decide(review, { role: 'customer', userId: CUSTOMER }, 'requestCorrection')).toMatchObject({ ok: false, kind: 'conflict' });
  });
});

describe('an artist declining an assignment', () => {
  const job: JobState = { status: 'APPROVED', heldFrom: null, customerId: 'c-1', artistId: 'a-1', paid: true, correctionsUsed: 0, correctionRounds: 2 };
  it('keeps the job APPROVED without an artist, so it is back in the queue', () => {
    const decision = decide(job, { role: 'contributor', userId: 'a-1' }, 'decline');
    expect(decision.ok).toBe(true);
    if (!decision.ok) return;
    expect(apply(job, 'decline', decision)).toMatchObject({ status: 'APPROVED', artistId: null });
  });
  it('is refused to another artist and once work has started', () => {
    expect(decide(job, { role: 'contributor', userId: 'a-2' }, 'decline')).toMatchObject({ ok: false, kind: 'forbidden' });
    expect(decide({ ...job, status: 'IN_PROCESS' }, { role: 'contributor', userId: 'a-1' }, 'decline')).toMatchObject({ ok: false, kind: 'conflict' });
  });
});
