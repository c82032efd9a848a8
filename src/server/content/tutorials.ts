import { and, desc, eq, ne } from 'drizzle-orm';
import type { TutorialInput } from '../../lib/admin-schemas.ts';
import type { TableQuery } from '../../lib/table-query.ts';
import type { Actor } from '../admin/actor.ts';
import { writeAudit } from '../admin/audit.ts';
import { one } from '../admin/rows.ts';
import { paginate } from '../admin/paginate.ts';
import type { Database } from '../db/open.ts';
import { tutorials, type TutorialRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';

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
    await writeAudit(tx, actor, { action: 'update', entity: 'tutorial', entityId: id, summary: `Updated tutorial "${updated.title}"`, changes: input });
    return updated;
  });
  const replaced = [files.videoKey && current.videoKey, files.thumbnailKey && current.thumbnailKey].filter((k): k is string => !!k);
  return { row, replaced };
}

export async function deleteTutorial(db: Database, actor: Actor, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(tutorials).where(eq(tutorials.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'No such tutorial.');
    await writeAudit(tx, actor, { action: 'delete', entity: 'tutorial', entityId: id, summary: `Deleted tutorial "${row.title}"` });
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
