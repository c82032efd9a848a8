import type { JobStatus } from './machine.ts';
import { STATUS_LABELS } from './timeline.ts';

/** Where a custom order is, in words, for the timeline: it always starts with the badge's label. */
export type ProgressFacts = {
  status: JobStatus;
  heldFrom: JobStatus | null;
  paid: boolean;
  artistName: string | null;
  correctionsUsed: number;
  correctionRounds: number;
  /** The customer reads "your delivery"; staff read "the customer's review". */
  viewer: 'customer' | 'staff';
};

function detail(f: ProgressFacts, status: JobStatus): string {
  const artist = f.artistName || 'the artist';
  switch (status) {
    case 'PENDING':
      return f.paid ? ' — our team is reading the brief' : ' — waiting for the card payment';
    case 'APPROVED':
      return f.artistName ? ` — ${f.artistName} starts soon` : ' — waiting for an artist';
    case 'IN_PROCESS':
      return f.correctionsUsed > 0 ? ` with ${artist}: corrections, round ${f.correctionsUsed} of ${f.correctionRounds}` : ` with ${artist}`;
    case 'IN_REVIEW':
      return f.viewer === 'customer' ? ' — your delivery is ready to review' : " — waiting for the customer's review";
    case 'COMPLETED':
      return ' — the files are ready to download';
    case 'REJECTED':
      return ' — the payment was refunded';
    case 'HOLD':
      return f.heldFrom ? ` — paused by our team; it continues from "${STATUS_LABELS[f.heldFrom]}"` : ' — paused by our team';
  }
}

export function progressWords(f: ProgressFacts): string {
  return `${STATUS_LABELS[f.status]}${detail(f, f.status)}`;
}
