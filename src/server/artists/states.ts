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
  // Files and previews: never while on sale (buyers have them) nor while a reviewer reads them.
  files: ['draft', 'changes_requested', 'unpublished'],
  submit: ['draft', 'changes_requested', 'unpublished'],
  unpublish: ['approved'],
};

export function artistMay(action: ArtistAction, state: SubmissionState, published: boolean): boolean {
  if (action === 'files' && published) return false;
  // A revision of a published character that came back with notes can be resubmitted.
  if (action === 'submit' && state === 'approved') return false;
  return ALLOWED[action].includes(state);
}

/** Why an action is refused, in the artist's words. */
export function refusalOf(action: ArtistAction, state: SubmissionState): string {
  if (state === 'in_review') return 'This character is in review: it is locked until a reviewer decides.';
  if (state === 'rejected') return 'This character was rejected; it cannot be changed or sent again.';
  if (action === 'files') return 'Files and previews of a character on sale cannot change: unpublish it, change them, and submit it for review again.';
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
};

/** The fields a reviewer can write a note on, in the order the artist reads them. */
export const NOTE_FIELDS = { title: 'Title and naming', description: 'Description and tags', pricing: 'Pricing', files: 'Files', previews: 'Preview media', general: 'General' } as const;
export type NoteField = keyof typeof NOTE_FIELDS;
