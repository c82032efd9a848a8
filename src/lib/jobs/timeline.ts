import type { JobStatus } from './machine.ts';

/** The customer's timeline of the spec: PENDING → IN_REVIEW → COMPLETED. */
export const TIMELINE_STEPS = [
  { status: 'PENDING', label: 'Order received' },
  { status: 'IN_REVIEW', label: 'Delivery to review' },
  { status: 'COMPLETED', label: 'Character delivered' },
] as const;

export type TimelineStep = { status: JobStatus; label: string; reached: boolean; current: boolean; at: Date | null };

/** Marks the steps reached (first time the job entered them) and the one the job is at. */
export function timeline(status: JobStatus, transitions: Array<{ toStatus: JobStatus; createdAt: Date }>): TimelineStep[] {
  const firstAt = (s: JobStatus) => transitions.find((t) => t.toStatus === s)?.createdAt ?? null;
  const reachedIndex = TIMELINE_STEPS.reduce((last, step, i) => (firstAt(step.status) ? i : last), -1);
  const currentIndex = status === 'COMPLETED' ? 2 : status === 'IN_REVIEW' ? 1 : reachedIndex >= 1 && status !== 'PENDING' ? 1 : 0;
  return TIMELINE_STEPS.map((step, i) => ({
    status: step.status,
    label: step.label,
    reached: firstAt(step.status) !== null,
    current: i === currentIndex && status !== 'REJECTED',
    at: firstAt(step.status),
  }));
}

export const STATUS_LABELS: Record<JobStatus, string> = {
  PENDING: 'Pending review',
  APPROVED: 'Approved',
  IN_PROCESS: 'In progress',
  IN_REVIEW: 'In review',
  REJECTED: 'Rejected',
  HOLD: 'On hold',
  COMPLETED: 'Completed',
};
