import { asc, eq } from 'drizzle-orm';
import type { SocialLinkInput } from '#/lib/admin-schemas.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { one } from '#/server/db/rows.ts';
import type { Database } from '#/server/db/open.ts';
import { cachedRead, forgetCached } from '#/server/db/read-cache.ts';
import { socialLinks, type SocialLinkRow } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';

/** Social links: a 1:1 icon and a URL, shown in the site footer in `position` order. */
export function listSocialLinks(db: Database): Promise<SocialLinkRow[]> {
  return db.select().from(socialLinks).orderBy(asc(socialLinks.position), asc(socialLinks.name));
}

/** The footer's links on every on-demand page: memoised (src/server/db/read-cache.ts), forgotten when an admin edits them. */
export function footerSocialLinks(db: Database): Promise<SocialLinkRow[]> {
  return cachedRead(db, 'social-links', () => listSocialLinks(db));
}

export async function createSocialLink(db: Database, actor: Actor, input: SocialLinkInput, iconKey: string | undefined) {
  if (!iconKey) throw new AppError('VALIDATION_FAILED', 'A social link needs a square icon.');
  return db.transaction(async (tx) => {
    const row = one(await tx.insert(socialLinks).values({ ...input, iconKey }).returning());
    await writeAudit(tx, actor, { action: 'create', entity: 'social_link', entityId: row.id, summary: `Added social link ${row.name} (${row.url})`, changes: input });
    return row;
  }).finally(() => forgetCached(db, 'social-links'));
}

export async function updateSocialLink(db: Database, actor: Actor, id: string, input: SocialLinkInput, iconKey: string | undefined) {
  const [current] = await db.select().from(socialLinks).where(eq(socialLinks.id, id)).limit(1);
  if (!current) throw new AppError('NOT_FOUND', 'No such social link.');
  const row = await db.transaction(async (tx) => {
    const updated = one(await tx.update(socialLinks).set({ ...input, ...(iconKey ? { iconKey } : {}), updatedAt: new Date() }).where(eq(socialLinks.id, id)).returning());
    await writeAudit(tx, actor, { action: 'update', entity: 'social_link', entityId: id, summary: `Updated social link ${updated.name}`, before: current, after: updated });
    return updated;
  });
  forgetCached(db, 'social-links');
  return { row, replaced: iconKey && current.iconKey ? [current.iconKey] : [] };
}

export async function deleteSocialLink(db: Database, actor: Actor, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(socialLinks).where(eq(socialLinks.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'No such social link.');
    await writeAudit(tx, actor, { action: 'delete', entity: 'social_link', entityId: id, summary: `Removed social link ${row.name}`, before: row, after: null });
    return row.iconKey ? [row.iconKey] : [];
  }).finally(() => forgetCached(db, 'social-links'));
}
