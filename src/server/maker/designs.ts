import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { encodeDesign, parseDesign, type Design } from '#/lib/maker/design.ts';
import type { Database } from '#/server/db/open.ts';
import { makerDesigns } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';

/** One design, one hash: the canonical encoding (names included) hashed. */
export const designHash = (d: Design): string => createHash('sha256').update(encodeDesign(d)).digest('hex').slice(0, 32);

/** A request's design, or a 400 naming what is wrong. */
export function requireDesign(value: unknown): Design {
  const design = parseDesign(value);
  if (!design) throw new AppError('VALIDATION_FAILED', 'This is not a design the maker can draw: unknown parts, too many of them, or a field out of range.');
  return design;
}

export type SavedDesign = { id: string; name: string; code: string; savedAt: Date };
/** How many designs one account keeps: enough for real use, bounded against filling the database. */
export const MAX_SAVED = 200;

/** Saves a design to "My designs"; the same design saved again is only moved to the top. */
export async function saveDesign(db: Database, userId: string, design: Design): Promise<SavedDesign> {
  const hash = designHash(design);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(makerDesigns).where(eq(makerDesigns.userId, userId));
  const [row] = await db.insert(makerDesigns).values({ userId, name: design.name, design, hash })
    .onConflictDoUpdate({ target: [makerDesigns.userId, makerDesigns.hash], set: { updatedAt: new Date() } }).returning();
  if (!row) throw new AppError('CONFLICT');
  if (count >= MAX_SAVED && row.createdAt.getTime() === row.updatedAt.getTime()) {
    await db.delete(makerDesigns).where(eq(makerDesigns.id, row.id));
    throw new AppError('CONFLICT', `You have ${MAX_SAVED} saved designs: delete some before saving more.`);
  }
  return { id: row.id, name: row.name, code: encodeDesign(design), savedAt: row.updatedAt };
}

/** "My designs", the last saved first; a stored design that no longer validates (a part removed) is left out. */
export async function listDesigns(db: Database, userId: string): Promise<SavedDesign[]> {
  const rows = await db.select().from(makerDesigns).where(eq(makerDesigns.userId, userId)).orderBy(desc(makerDesigns.updatedAt)).limit(MAX_SAVED);
  return rows.flatMap((r) => {
    const design = parseDesign(r.design);
    return design ? [{ id: r.id, name: r.name, code: encodeDesign(design), savedAt: r.updatedAt }] : [];
  });
}

export async function deleteDesign(db: Database, userId: string, id: string): Promise<void> {
  const gone = await db.delete(makerDesigns).where(and(eq(makerDesigns.id, id), eq(makerDesigns.userId, userId))).returning({ id: makerDesigns.id }).catch(() => []);
  if (!gone.length) throw new AppError('NOT_FOUND', 'No such design in your account.');
}
