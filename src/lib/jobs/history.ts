import type { JobStatus } from './machine.ts';
import { STATUS_LABELS } from './timeline.ts';

/** A custom order's history in plain words: who did what, when, with their note; oldest first. */
export type HistoryRecord = { action: string; fromStatus: JobStatus | null; toStatus: JobStatus; note: string | null; actorName: string | null; actorRole: string; createdAt: Date };
export type HistoryLine = { who: string; what: string; note: string | null; at: Date; when: string };

const DID: Record<string, string> = {
  order: 'placed the order',
  approve: 'approved the order',
  reject: 'rejected the order; the payment was refunded',
  hold: 'put the order on hold',
  resume: 'took the order off hold',
  allocate: 'assigned an artist',
  start: 'accepted the job and started work',
  decline: 'declined the job; it went back to our team',
  deliver: 'delivered work for review',
  accept: 'accepted the delivery; the order is complete',
  requestCorrection: 'asked for corrections',
};

const ROLE_WORDS: Record<string, string> = { customer: 'customer', admin: 'admin', contributor: 'artist', system: 'Toonmart' };

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

export function formatWhen(at: Date): string {
  return `${WHEN.format(at)} UTC`;
}

function who(record: HistoryRecord): string {
  const role = ROLE_WORDS[record.actorRole] ?? 'Toonmart';
  if (!record.actorName) return role === 'Toonmart' ? role : `The ${role}`;
  return role === 'Toonmart' ? record.actorName : `${record.actorName} (${role})`;
}

export function describe(record: HistoryRecord): HistoryLine {
  const what = DID[record.action] ?? `moved the order to "${STATUS_LABELS[record.toStatus]}"`;
  return { who: who(record), what, note: record.note, at: record.createdAt, when: formatWhen(record.createdAt) };
}

export function history(records: HistoryRecord[]): HistoryLine[] {
  return [...records].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(describe);
}
