import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { linkedCharacterSlugs, readingMinutes } from '#/lib/tutorial-body.ts';
import type { TutorialInput } from '#/lib/admin-schemas.ts';
import type { TableQuery } from '#/lib/table-query.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { one } from '#/server/db/rows.ts';
import { paginate } from '#/server/admin/paginate.ts';
import type { Database } from '#/server/db/open.ts';
import { characters, tutorials, type TutorialRow } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';

/** Tutorials: video, 16:9 thumbnail and text, written by admins, listed at /tutorials. */
export type TutorialFiles = { videoKey?: string; thumbnailKey?: string };

async function assertFreeSlug(db: Database, slug: string, exceptId?: string) {
  const [taken] = await db.select({ id: tutorials.id }).from(tutorials)
    .where(exceptId ? and(eq(tutorials.slug, slug), ne(tutorials.id, exceptId)) : eq(tutorials.slug, slug)).limit(1);
  if (taken) throw new AppError('CONFLICT', `Another tutorial already uses the address /tutorials/${slug}. Choose another slug.`);
}

export async function createTutorial(db: Database, actor: Actor, input: TutorialInput, files: TutorialFiles): Promise<TutorialRow> {
  if (!files.videoKey || !files.thumbnailKey) throw new AppError('VALIDATION_FAILED', 'A tutorial needs a video and a thumbnail.');
  await assertFreeSlug(db, input.slug);
  return db.transaction(async (tx) => {
    const row = one(await tx.insert(tutorials).values({ ...input, ...files, publishedAt: input.published ? new Date() : null }).returning());
    await writeAudit(tx, actor, { action: 'create', entity: 'tutorial', entityId: row.id, summary: `Created tutorial "${row.title}"`, changes: input });
    return row;
  });
}

/** Returns the updated row and the keys of the files it replaced (to remove after the commit). */
export async function updateTutorial(db: Database, actor: Actor, id: string, input: TutorialInput, files: TutorialFiles) {
  const [current] = await db.select().from(tutorials).where(eq(tutorials.id, id)).limit(1);
  if (!current) throw new AppError('NOT_FOUND', 'No such tutorial.');
  await assertFreeSlug(db, input.slug, id);
  const publishedAt = input.published ? (current.publishedAt ?? new Date()) : null;
  const row = await db.transaction(async (tx) => {
    const updated = one(await tx.update(tutorials).set({ ...input, ...files, publishedAt, updatedAt: new Date() }).where(eq(tutorials.id, id)).returning());
    await writeAudit(tx, actor, { action: 'update', entity: 'tutorial', entityId: id, summary: `Updated tutorial "${updated.title}"`, before: current, after: updated });
    return updated;
  });
  const replaced = [files.videoKey && current.videoKey, files.thumbnailKey && current.thumbnailKey].filter((k): k is string => !!k);
  return { row, replaced };
}

export async function deleteTutorial(db: Database, actor: Actor, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(tutorials).where(eq(tutorials.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'No such tutorial.');
    await writeAudit(tx, actor, { action: 'delete', entity: 'tutorial', entityId: id, summary: `Deleted tutorial "${row.title}"`, before: row, after: null });
    return [row.videoKey, row.thumbnailKey].filter((k): k is string => !!k);
  });
}

export function listTutorials(db: Database, query: TableQuery) {
  return paginate<TutorialRow>(db, {
    table: tutorials,
    sortable: { updatedAt: tutorials.updatedAt, title: tutorials.title, published: tutorials.published },
    searchable: [tutorials.title, tutorials.slug, tutorials.summary],
  }, query);
}

export async function getTutorial(db: Database, id: string): Promise<TutorialRow | null> {
  const [row] = await db.select().from(tutorials).where(eq(tutorials.id, id)).limit(1);
  return row ?? null;
}

export function publishedTutorials(db: Database): Promise<TutorialRow[]> {
  return db.select().from(tutorials).where(eq(tutorials.published, true)).orderBy(desc(tutorials.publishedAt)).limit(200);
}

export async function publishedTutorial(db: Database, slug: string): Promise<TutorialRow | null> {
  // Slugs are lowercase words and hyphens; anything else (a NUL byte made PostgreSQL refuse the query: a 500) cannot exist.
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const [row] = await db.select().from(tutorials).where(and(eq(tutorials.slug, slug), eq(tutorials.published, true))).limit(1);
  return row ?? null;
}

/** A tutorial on a card: the index, the "Learn how to use these files" block of character pages. */
export type TutorialCard = Pick<TutorialRow, 'slug' | 'title' | 'summary' | 'level' | 'thumbnailKey' | 'formats'> & { minutes: number };

const toCard = (row: TutorialRow): TutorialCard => ({ slug: row.slug, title: row.title, summary: row.summary, level: row.level, thumbnailKey: row.thumbnailKey, formats: row.formats, minutes: readingMinutes(row.body) });

export async function tutorialCards(db: Database): Promise<TutorialCard[]> {
  return (await publishedTutorials(db)).map(toCard);
}

/**
 * The tutorials a character page suggests: those that use this character first, then those about
 * a file format it comes in; at most `limit`.
 */
export async function tutorialsForCharacter(db: Database, character: { slug: string; formats: string[] }, limit = 3): Promise<TutorialCard[]> {
  const rows = await publishedTutorials(db);
  const uses = (r: TutorialRow) => linkedCharacterSlugs(r.body).includes(character.slug);
  const fits = (r: TutorialRow) => r.formats.some((f) => character.formats.includes(f));
  return [...rows.filter(uses), ...rows.filter((r) => !uses(r) && fits(r))].slice(0, limit).map(toCard);
}

export type TutorialCharacter = { id: string; slug: string; title: string; formats: string[] };

/** The published characters a tutorial links to, in the order the text names them. */
export async function tutorialCharacters(db: Database, body: string): Promise<TutorialCharacter[]> {
  const slugs = linkedCharacterSlugs(body);
  if (!slugs.length) return [];
  const rows = await db.select({ id: characters.id, slug: characters.slug, title: characters.title, formats: characters.formats }).from(characters)
    .where(and(inArray(characters.slug, slugs), eq(characters.status, 'published')));
  return slugs.flatMap((slug) => rows.filter((r) => r.slug === slug));
}

/** Everything a tutorial page shows: the tutorial, the characters it uses, and three more tutorials. */
export async function tutorialPage(db: Database, slug: string) {
  const tutorial = await publishedTutorial(db, slug);
  if (!tutorial) return null;
  const others = (await publishedTutorials(db)).filter((t) => t.slug !== slug);
  const shared = (t: TutorialRow) => t.formats.filter((f) => tutorial.formats.includes(f)).length;
  const more = others.sort((a, b) => shared(b) - shared(a)).slice(0, 3).map(toCard);
  return { tutorial, characters: await tutorialCharacters(db, tutorial.body), more };
}
