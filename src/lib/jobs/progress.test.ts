import { describe as group, expect, it } from 'vitest';
import { history } from './history.ts';
import { JOB_ACTIONS, JOB_STATUSES, type JobStatus } from './machine.ts';
import { progressWords, type ProgressFacts } from './progress.ts';
import { STATUS_LABELS, timeline } from './timeline.ts';

const base: ProgressFacts = { status: 'PENDING', heldFrom: null, paid: true, artistName: null, correctionsUsed: 0, correctionRounds: 3, viewer: 'customer' };
const words = (facts: Partial<ProgressFacts>) => progressWords({ ...base, ...facts });

group('progressWords', () => {
  it('begins with the badge label at every status, so timeline and badge agree', () => {
    for (const status of JOB_STATUSES) {
      for (const facts of [{}, { artistName: 'Alex' }, { paid: false }, { correctionsUsed: 1 }, { heldFrom: 'IN_PROCESS' as JobStatus }, { viewer: 'staff' as const }]) {
        expect(words({ status, ...facts }).startsWith(STATUS_LABELS[status])).toBe(true);
      }
    }
  });
  it('says where the job is between the steps', () => {
    expect(words({ status: 'APPROVED' })).toBe('Approved — waiting for an artist');
    expect(words({ status: 'APPROVED', artistName: 'Alex' })).toBe('Approved — Alex starts soon');
    expect(words({ status: 'IN_PROCESS', artistName: 'Alex' })).toBe('In progress with Alex');
    expect(words({ status: 'IN_PROCESS', artistName: 'Alex', correctionsUsed: 1 })).toBe('In progress with Alex: corrections, round 1 of 3');
    expect(words({ status: 'PENDING', paid: false })).toBe('Pending review — waiting for the card payment');
  });
  it('speaks to the reader at review', () => {
    expect(words({ status: 'IN_REVIEW' })).toBe('In review — your delivery is ready to review');
    expect(words({ status: 'IN_REVIEW', viewer: 'staff' })).toBe("In review — waiting for the customer's review");
  });
  it('explains a hold and a rejection', () => {
    expect(words({ status: 'HOLD', heldFrom: 'IN_PROCESS' })).toBe('On hold — paused by our team; it continues from "In progress"');
    expect(words({ status: 'REJECTED' })).toBe('Rejected — the payment was refunded');
  });
  it('agrees with the three-step timeline: its current step is the review only while in review, the last only when completed', () => {
    const log = [{ toStatus: 'PENDING' as const, createdAt: new Date(1) }];
    for (const status of JOB_STATUSES) {
      const current = timeline(status, log).find((s) => s.current)?.status;
      if (status === 'COMPLETED') expect(current).toBe('COMPLETED');
      else if (status === 'IN_REVIEW') expect(current).toBe('IN_REVIEW');
      else if (status === 'REJECTED') expect(current).toBeUndefined();
      else expect(current).toBe('PENDING');
    }
  });
});

group('history', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute));
  const records = [
    { action: 'approve', fromStatus: 'PENDING' as const, toStatus: 'APPROVED' as const, note: null, actorName: 'Ada', actorRole: 'admin', createdAt: at(5) },
    { action: 'order', fromStatus: null, toStatus: 'PENDING' as const, note: null, actorName: 'Carl', actorRole: 'customer', createdAt: at(1) },
    { action: 'requestCorrection', fromStatus: 'IN_REVIEW' as const, toStatus: 'IN_PROCESS' as const, note: 'Bigger hat', actorName: null, actorRole: 'customer', createdAt: at(9) },
  ];

  it('lists entries oldest first, in words, with who, when and the note', () => {
    expect(history(records).map((l) => `${l.who} ${l.what}`)).toEqual(['Carl (customer) placed the order', 'Ada (admin) approved the order', 'The customer asked for corrections']);
    expect(history(records)[2]).toMatchObject({ note: 'Bigger hat', when: '23 Nov 2026, 10:09 UTC' });
  });
  it('never shows a raw action or status code', () => {
    const all = JOB_ACTIONS.map((action) => ({ ...records[0]!, action, actorRole: 'contributor' }));
    for (const line of history(all)) for (const code of [...JOB_STATUSES, 'requestCorrection', 'contributor']) expect(`${line.who} ${line.what}`).not.toContain(code);
  });
});
