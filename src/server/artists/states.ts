import type { SubmissionState } from '#/server/db/schema/artists.ts';

/**
 * The life of an artist's character, as pure rules (docs/decisions/0100-artist-submissions.md).
 * draft → in_review → changes_requested | approved (published) | rejected; approved → unpublished.
 * While a character is in review it is locked; a published one is edited as a pending revision.
 */
export type ArtistAction = 'edit' | 'files' | 'submit' | 'unpublish';
export type Decision = 'approve' | 'request_changes' | 'reject';

const ALLOWED: Record<ArtistAction, readonly SubmissionState[]> = {
  // Field edits: drafts directly; a published character (approved, or a revision sent back) as a revision.
  edit: ['draft', 'changes_requested', 'unpublished', 'approved'],
  // Files and previews: never while a reviewer reads them; on a published character they wait for review.
  files: ['draft', 'changes_requested', 'unpublished', 'approved'],
  submit: ['draft', 'changes_requested', 'unpublished'],
  unpublish: ['approved'],
};

/** `hasPending`: a published character has changes (files, media) waiting to be sent for review. */
export function artistMay(action: ArtistAction, state: SubmissionState, published: boolean, hasPending = false): boolean {
  // A published character is sent again only with something waiting (a revision sent back with notes can be resubmitted).
  if (action === 'submit' && state === 'approved') return published && hasPending;
  return ALLOWED[action].includes(state);
}

/** Why an action is refused, in the artist's words. */
export function refusalOf(action: ArtistAction, state: SubmissionState): string {
  if (state === 'in_review') return 'This character is in review: it is locked until a reviewer decides.';
  if (state === 'rejected') return 'This character was rejected; it cannot be changed or sent again.';
  if (state === 'removed') return 'Staff removed this character from the store; it cannot be changed or sent again.';
  if (action === 'submit' && state === 'approved') return 'Nothing is waiting for review: upload a file or change a detail first.';
  if (action === 'unpublish') return 'Only a published character can be unpublished.';
  return 'This character cannot be submitted in its current state.';
}

/** The state after a reviewer's decision; a rejected revision leaves the published version as it was. */
export function stateAfter(decision: Decision, isRevision: boolean): SubmissionState {
  if (decision === 'approve') return 'approved';
  if (decision === 'request_changes') return 'changes_requested';
  return isRevision ? 'approved' : 'rejected';
}

export const STATE_LABELS: Record<SubmissionState, string> = {
  draft: 'Draft',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Published',
  rejected: 'Rejected',
  unpublished: 'Unpublished',
  removed: 'Removed',
};

/**
 * The one state of any character, as every page shows it: an artist's character has its
 * submission state; the store's own characters are published or a draft.
 */
export function characterState(status: 'draft' | 'published', submissionState: SubmissionState | null | undefined): SubmissionState {
  if (submissionState) return submissionState;
  return status === 'published' ? 'approved' : 'draft';
}

export type StateEventView = { state: SubmissionState; byRole: 'artist' | 'reviewer' | 'staff'; reason: string | null; createdAt: Date };

const BY: Record<StateEventView['byRole'], string> = { artist: 'by you', reviewer: 'by a reviewer', staff: 'by staff' };
const WHAT: Partial<Record<SubmissionState, string>> = { draft: 'Created as a draft', in_review: 'Submitted for review', approved: 'Published' };

/** One line of a character's history, in the artist's words: "Unpublished by staff: <reason>". */
export function stateLine(event: Pick<StateEventView, 'state' | 'byRole' | 'reason'>): string {
  const what = WHAT[event.state] ?? STATE_LABELS[event.state];
  // The artist's own creating and submitting need no "by you".
  const plain = event.byRole === 'artist' && (event.state === 'draft' || event.state === 'in_review');
  const line = plain ? what : `${what} ${BY[event.byRole]}`;
  return event.reason ? `${line}: ${event.reason}` : line;
}

/** The fields a reviewer can write a note on, in the order the artist reads them. */
export const NOTE_FIELDS = { title: 'Title and naming', description: 'Description and tags', pricing: 'Pricing', files: 'Files', previews: 'Preview media', general: 'General' } as const;
export type NoteField = keyof typeof NOTE_FIELDS;
