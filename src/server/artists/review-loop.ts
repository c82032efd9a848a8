import { desc, eq } from 'drizzle-orm';
import { characterSchema, type CharacterInput } from '#/lib/admin-schemas.ts';
import type { ReviewAnswersInput } from '#/lib/artist-schemas.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { characterColumns } from '#/server/admin-catalogue/characters.ts';
import type { Database } from '#/server/db/open.ts';
import { reviewDecisions, type ReviewSnapshot } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { NOTE_FIELDS, type NoteField } from './states.ts';
import { getOwnCharacter } from './submissions.ts';

/**
 * The review loop (docs/decisions/0166-review-loop.md): each decision keeps what the reviewer read, the
 * artist answers its notes, and the next review shows the notes, the answers and what changed since.
 */
type Shown = { title: string; description: string; tags: string[]; priceType: string; priceStandard: number; priceExtended: number; discountPercent: number | null };
type FileLine = { format: string; fileName: string; checksum: string };

/** What a reviewer reads of a character (pure): its details, preview media and files (a revision's waiting ones in place of the published). */
export function snapshotOf(shown: Shown, media: { previewKey: string | null; videoKey: string | null }, files: FileLine[]): ReviewSnapshot {
  return {
    fields: {
      Title: shown.title,
      Description: shown.description,
      Tags: shown.tags.join(', '),
      'Price type': shown.priceType,
      'Standard price': String(shown.priceStandard),
      'Extended price': String(shown.priceExtended),
      Discount: shown.discountPercent ? `${shown.discountPercent} %` : 'None',
    },
    previewKey: media.previewKey,
    videoKey: media.videoKey,
    files: files.map((f) => `${f.format}|${f.fileName}|${f.checksum}`).sort(),
  };
}

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text) || '(empty)';

/** What changed between two snapshots, one line each, in the reviewer's words (pure). */
export function snapshotChanges(before: ReviewSnapshot, after: ReviewSnapshot): string[] {
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(before.fields), ...Object.keys(after.fields)])) {
    const [a, b] = [before.fields[key] ?? '', after.fields[key] ?? ''];
    if (a !== b) lines.push(`${key}: ${short(a)} → ${short(b)}`);
  }
  if (before.previewKey !== after.previewKey) lines.push(after.previewKey ? 'A new preview image' : 'The preview image was removed');
  if (before.videoKey !== after.videoKey) lines.push(after.videoKey ? 'A new preview video' : 'The preview video was removed');
  const byFormat = (files: string[]) => new Map(files.map((f) => [f.split('|')[0]!, f]));
  const [was, now] = [byFormat(before.files), byFormat(after.files)];
  for (const format of [...new Set([...was.keys(), ...now.keys()])].sort()) {
    if (!was.has(format)) lines.push(`Added the ${format} file`);
    else if (!now.has(format)) lines.push(`Removed the ${format} file`);
    else if (was.get(format) !== now.get(format)) lines.push(`Replaced the ${format} file`);
  }
  return lines;
}

/** The snapshot of a submission as the review page shows it (`getSubmission`'s answer). */
export function submissionSnapshot(s: {
  character: Shown & { previewKey: string | null; videoKey: string | null };
  submission: { pending: Record<string, string> | null; pendingMedia: { previewKey?: string; videoKey?: string } | null };
  files: FileLine[];
  pendingFiles: FileLine[];
}): ReviewSnapshot {
  const shown = s.submission.pending ? { ...s.character, ...characterColumns(characterSchema.parse(s.submission.pending) as CharacterInput) } : s.character;
  const waiting = new Set(s.pendingFiles.map((f) => f.format));
  const files = [...s.files.filter((f) => !waiting.has(f.format)), ...s.pendingFiles];
  const media = { previewKey: s.submission.pendingMedia?.previewKey ?? s.character.previewKey, videoKey: s.submission.pendingMedia?.videoKey ?? s.character.videoKey };
  return snapshotOf(shown, media, files);
}

/** The latest decision on a character: its notes, the artist's answers and what the reviewer read. */
export async function lastDecision(db: Database, characterId: string) {
  const [row] = await db.select().from(reviewDecisions).where(eq(reviewDecisions.characterId, characterId)).orderBy(desc(reviewDecisions.createdAt), desc(reviewDecisions.id)).limit(1);
  return row ?? null;
}

/** The notes of a decision with the artist's answers, in the artist's reading order. */
export function notesWithAnswers(decision: { notes: Record<string, string>; answers: Record<string, string> }) {
  return (Object.keys(NOTE_FIELDS) as NoteField[]).filter((f) => decision.notes[f]).map((f) => ({ field: f, label: NOTE_FIELDS[f], note: decision.notes[f]!, answer: decision.answers[f] ?? '' }));
}

/** The artist answers the notes of the changes asked for; answers to fields without a note are dropped. */
export async function answerNotes(db: Database, actor: Actor, id: string, input: ReviewAnswersInput) {
  const own = await getOwnCharacter(db, actor.id, id);
  if (own.submission.state !== 'changes_requested') throw new AppError('CONFLICT', 'Answers go with a reviewer’s requested changes: there are none waiting on this character.');
  const decision = await lastDecision(db, id);
  if (!decision) throw new AppError('CONFLICT', 'No review to answer yet.');
  const answers = Object.fromEntries((Object.keys(NOTE_FIELDS) as NoteField[]).filter((f) => decision.notes[f] && input[`answer_${f}`]).map((f) => [f, input[`answer_${f}`]]));
  if (Object.keys(answers).length === 0) throw new AppError('VALIDATION_FAILED', 'Answer at least one of the reviewer’s notes.');
  return db.transaction(async (tx) => {
    const [row] = await tx.update(reviewDecisions).set({ answers }).where(eq(reviewDecisions.id, decision.id)).returning();
    await writeAudit(tx, actor, { action: 'answer_review', entity: 'submission', entityId: id, summary: `Answered the review of "${own.title}"`, changes: answers });
    return row!;
  });
}
