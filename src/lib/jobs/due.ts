import type { JobStatus } from './machine.ts';

/**
 * When a custom order is due, and whether it is late. Pure and shared by the server (which stores
 * the due day when staff approve) and the pages. Days are calendar days in UTC, written YYYY-MM-DD,
 * so a due day reads the same to a customer, an artist and staff wherever they are.
 */
export type DayString = string;

export const toDay = (date: Date): DayString => date.toISOString().slice(0, 10);

function isWeekday(date: Date): boolean {
  const day = date.getUTCDay();
  return day !== 0 && day !== 6;
}

/** The day `days` business days (Monday to Friday) after `from`; the day of `from` itself does not count. */
export function addBusinessDays(from: Date, days: number): DayString {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = Math.max(1, Math.floor(days));
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isWeekday(date)) left -= 1;
  }
  return toDay(date);
}

/** A level's turnaround counted from the approval. */
export const dueOnFor = (approvedAt: Date, turnaroundDays: number): DayString => addBusinessDays(approvedAt, turnaroundDays);

/** The statuses in which the artist owes work; a job waiting for the customer, on hold or finished is not late. */
export const WORK_OWED: readonly JobStatus[] = ['APPROVED', 'IN_PROCESS'];

/** Late: the artist owes work and the due day has passed (it is late from the day after). */
export function isOverdue(job: { status: JobStatus; dueOn: DayString | null }, now = new Date()): boolean {
  return job.dueOn !== null && WORK_OWED.includes(job.status) && toDay(now) > job.dueOn;
}

/** Whole days past the due day (0 when not late). */
export function daysOverdue(dueOn: DayString, now = new Date()): number {
  return Math.max(0, Math.round((Date.parse(toDay(now)) - Date.parse(dueOn)) / 86_400_000));
}

/** "Fri 4 Dec 2026": a due day as people read it, without a time of day. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatDay(day: DayString): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** What a job list or page says about the due day: before approval, the turnaround; then the day, and lateness. */
export function dueText(job: { status: JobStatus; dueOn: DayString | null; turnaroundDays: number }, now = new Date()): string {
  if (!job.dueOn) return job.status === 'PENDING' ? `${job.turnaroundDays} business days after approval` : '—';
  if (isOverdue(job, now)) {
    const late = daysOverdue(job.dueOn, now);
    return `Overdue: was due ${formatDay(job.dueOn)} (${late} ${late === 1 ? 'day' : 'days'} late)`;
  }
  return `Due ${formatDay(job.dueOn)}`;
}
