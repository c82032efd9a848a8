import { and, asc, eq, sql } from 'drizzle-orm';
import { characterSchema, type CharacterInput } from '#/lib/admin-schemas.ts';
import type { ReviewDecisionInput } from '#/lib/artist-schemas.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { characterColumns } from '#/server/admin-catalogue/characters.ts';
import { forgetCatalogueFacets } from '#/server/catalogue/search.ts';
import type { Database, Tx } from '#/server/db/open.ts';
import { artistProfiles, characterFiles, characters, characterSubmissions, characterTypes, reviewDecisions, users } from '#/server/db/schema.ts';
import { config } from '#/server/config/config.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { startMediaPreparation } from '#/server/media/background.ts';
import { forgetSitemap } from '#/server/seo/sitemap-source.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { removeFiles } from '#/server/uploads/files.ts';
import { queueMail } from '#/server/tasks/store-tasks.ts';
import { ensureArtistProfile } from './profiles.ts';
import { notesLine, recordState } from './lifecycle.ts';
import { submissionSnapshot } from './review-loop.ts';
import { applyPendingFiles, dropPendingFiles, pendingFilesOf } from './revision-files.ts';
import type { ReviewDecisionData } from '#/server/mail/templates/review-decision.tsx';
import { NOTE_FIELDS, stateAfter, type NoteField } from './states.ts';

/** The admins' review of artists' submissions: the queue, one submission, and the decision (once, even when two admins click). */
export async function reviewQueue(db: Database) {
  return db.select({
    id: characters.id, title: characters.title, status: characters.status, version: characterSubmissions.version, submittedAt: characterSubmissions.submittedAt,
    isRevision: sql<boolean>`(${characters.status} = 'published')`, artistName: artistProfiles.displayName, artistEmail: users.email, typeName: characterTypes.name,
  }).from(characterSubmissions)
    .innerJoin(characters, eq(characters.id, characterSubmissions.characterId))
    .innerJoin(characterTypes, eq(characterTypes.id, characters.typeId))
    .innerJoin(users, eq(users.id, characterSubmissions.artistId))
    .leftJoin(artistProfiles, eq(artistProfiles.userId, characterSubmissions.artistId))
    .where(eq(characterSubmissions.state, 'in_review'))
    .orderBy(asc(characterSubmissions.submittedAt), asc(characters.id));
}

export async function getSubmission(db: Database, id: string) {
  const [row] = await db.select({ character: characters, submission: characterSubmissions, artistEmail: users.email, artistName: users.name, typeName: characterTypes.name })
    .from(characterSubmissions)
    .innerJoin(characters, eq(characters.id, characterSubmissions.characterId))
    .innerJoin(characterTypes, eq(characterTypes.id, characters.typeId))
    .innerJoin(users, eq(users.id, characterSubmissions.artistId))
    .where(eq(characterSubmissions.characterId, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No submission has this id.');
  const files = await db.select().from(characterFiles).where(eq(characterFiles.characterId, id)).orderBy(asc(characterFiles.format));
  return { ...row, files, pendingFiles: await pendingFilesOf(db, id) };
}

function notesOf(input: ReviewDecisionInput): Record<string, string> {
  return Object.fromEntries((Object.keys(NOTE_FIELDS) as NoteField[]).filter((f) => input[f]).map((f) => [f, input[f]]));
}

/** What approving writes on the character: it goes on sale, with a revision's waiting changes applied. */
async function applyApproval(tx: Tx, id: string, pending: Record<string, string> | null) {
  const changes = pending ? characterColumns(characterSchema.parse(pending) as CharacterInput) : {};
  await tx.update(characters).set({ ...changes, status: 'published', updatedAt: new Date() }).where(eq(characters.id, id));
}

/**
 * One decision on the version the reviewer read. The conditional update (state in review, same
 * version) lets exactly one of two concurrent decisions through; the other matches nothing: 409.
 * Files a revision brings replace the published ones on approval and go on rejection; the
 * stored objects no longer used are removed from `storage` after the commit.
 */
export async function decideSubmission(db: Database, actor: Actor, id: string, input: ReviewDecisionInput, storage?: Storage) {
  const current = await getSubmission(db, id);
  const isRevision = current.character.status === 'published';
  const state = stateAfter(input.decision, isRevision);
  const notes = notesOf(input);
  const result = await db.transaction(async (tx) => {
    const [won] = await tx.update(characterSubmissions)
      .set({ state, notes, version: input.version + 1, decidedAt: new Date(), decidedBy: actor.id, updatedAt: new Date(),
        ...(input.decision === 'request_changes' ? {} : { pending: null, pendingMedia: null }) })
      .where(and(eq(characterSubmissions.characterId, id), eq(characterSubmissions.state, 'in_review'), eq(characterSubmissions.version, input.version)))
      .returning();
    if (!won) throw new AppError('CONFLICT', 'Another reviewer decided on this submission first (or the artist changed it). Reload to see its state.');
    if (input.decision === 'approve') await applyApproval(tx, id, current.submission.pending);
    const unused = input.decision === 'approve' ? await applyPendingFiles(tx, id, current.submission.pendingMedia)
      : input.decision === 'reject' ? await dropPendingFiles(tx, id, current.submission.pendingMedia) : [];
    await tx.insert(reviewDecisions).values({ characterId: id, artistId: won.artistId, reviewerId: actor.id, decision: input.decision, notes, snapshot: submissionSnapshot(current),
      checklist: Object.fromEntries(input.checklist.map((c) => [c, true])) });
    await recordState(tx, id, state, 'reviewer', actor.id, notesLine(notes));
    await writeAudit(tx, actor, { action: `review_${input.decision}`, entity: 'character', entityId: id, summary: `${decisionWord(input.decision)} "${current.character.title}"`, changes: { notes, checklist: input.checklist, version: input.version } });
    return { won, unused };
  }).then(async ({ won, unused }) => {
    if (storage) await removeFiles(db, storage, unused);
    return won;
  });
  if (input.decision === 'approve' && storage && current.submission.pendingMedia?.previewKey) void startMediaPreparation(db, storage, { characterIds: [id] });
  if (input.decision === 'approve') {
    await ensureArtistProfile(db, result.artistId);
    forgetCatalogueFacets(db);
    forgetSitemap(db);
  }
  await queueMail(db, current.artistEmail, 'reviewDecision', decisionMail(current.character, input.decision, isRevision, notes));
  return result;
}

const decisionWord = (d: ReviewDecisionInput['decision']) => ({ approve: 'Approved', request_changes: 'Requested changes to', reject: 'Rejected' })[d];

function decisionMail(c: { id: string; title: string }, decision: ReviewDecisionInput['decision'], isRevision: boolean, notes: Record<string, string>): ReviewDecisionData {
  const outcome = decision === 'approve' ? 'approved' : decision === 'request_changes' ? 'changes_requested' : isRevision ? 'revision_rejected' : 'rejected';
  return { title: c.title, outcome, notes: Object.entries(notes).map(([field, note]) => ({ field: NOTE_FIELDS[field as NoteField] ?? field, note })), href: new URL(`/contributor/characters/${c.id}`, config.siteUrl).href };
}
