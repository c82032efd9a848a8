import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { characterFiles, characters, downloads, entitlements, orders, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { rows } from '#/server/db/rows.ts';
import { isUuid } from '#/lib/ids.ts';
import { byFormatAndPose } from '#/lib/file-labels.ts';

export type Downloader = { id: string; role: string } | null;
export type DownloadGrant = { storageKey: string; fileName: string; size: number; format: string };


const isAdmin = (role: string) => role === 'admin' || role === 'super_admin';

/**
 * May this user take this character's files? Free *and published* (a free character set back
 * to draft is withdrawn), bought (directly or in a set: a licence outlives withdrawal), owned, or an admin.
 */
const entitledSql = (userId: string, characterId: string) => sql`EXISTS (
    SELECT 1 FROM characters c WHERE c.id = ${characterId} AND ((c.price_type = 'free' AND c.status = 'published') OR c.owner_id = ${userId})
  ) OR EXISTS (
    SELECT 1 FROM entitlements e WHERE e.user_id = ${userId} AND (e.character_id = ${characterId}
      OR e.character_id IN (SELECT set_id FROM character_set_members WHERE character_id = ${characterId}))
  )`;

async function entitled(db: Database, userId: string, role: string, characterId: string): Promise<boolean> {
  if (isAdmin(role)) return true;
  const [row] = await rows<{ ok: boolean }>(db, sql`SELECT ${entitledSql(userId, characterId)} AS ok`);
  return Boolean(row?.ok);
}

/** What a signed-in user holds for a character page, in one statement: the licences bought (directly or in a set) and whether files are open to them. */
export async function characterAccess(db: Database, user: Downloader, characterId: string): Promise<{ plans: ('standard' | 'extended')[]; canDownload: boolean }> {
  if (!user) return { plans: [], canDownload: false };
  const [row] = await rows<{ plans: ('standard' | 'extended')[]; ok: boolean }>(
    db,
    sql`SELECT array(SELECT DISTINCT plan::text FROM entitlements WHERE user_id = ${user.id} AND (character_id = ${characterId}
          OR character_id IN (SELECT set_id FROM character_set_members WHERE character_id = ${characterId})) ORDER BY 1 DESC) AS plans,
        ${entitledSql(user.id, characterId)} AS ok`,
  );
  return { plans: row?.plans ?? [], canDownload: isAdmin(user.role) || Boolean(row?.ok) };
}

/** Checks who may download a file and logs the download; the route then streams it. */
export async function authoriseDownload(db: Database, user: Downloader, fileId: string, ip: string | null): Promise<DownloadGrant> {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to download files.');
  if (!isUuid(fileId)) throw new AppError('NOT_FOUND', 'No such file.');
  const [file] = await db.select().from(characterFiles).where(eq(characterFiles.id, fileId));
  if (!file) throw new AppError('NOT_FOUND', 'No such file.');
  if (!(await entitled(db, user.id, user.role, file.characterId))) {
    throw new AppError('FORBIDDEN', 'You have no licence for this character. Buy it to download its files.');
  }
  await db.insert(downloads).values({ userId: user.id, fileId: file.id, characterId: file.characterId, ip });
  await db.update(characters).set({ popularity: sql`${characters.popularity} + 1` }).where(eq(characters.id, file.characterId));
  return { storageKey: file.storageKey, fileName: file.fileName, size: file.size, format: file.format };
}

export type LibraryItem = {
  entitlementId: string;
  characterId: string;
  slug: string;
  title: string;
  plan: 'standard' | 'extended';
  orderId: string | null;
  purchasedAt: Date;
  files: { id: string; format: string; variant: string; fileName: string; size: number }[];
};

/** "My downloads": every licence the user holds, newest first, with the files to download again. */
export async function listLibrary(db: Database, userId: string): Promise<LibraryItem[]> {
  const held = await db
    .select({
      entitlementId: entitlements.id,
      characterId: characters.id,
      slug: characters.slug,
      title: characters.title,
      plan: entitlements.plan,
      orderId: entitlements.orderId,
      purchasedAt: entitlements.createdAt,
    })
    .from(entitlements)
    .innerJoin(characters, eq(characters.id, entitlements.characterId))
    .where(eq(entitlements.userId, userId))
    .orderBy(desc(entitlements.createdAt), characters.title);
  if (!held.length) return [];
  const files = await db
    .select({ id: characterFiles.id, characterId: characterFiles.characterId, format: characterFiles.format, variant: characterFiles.variant, fileName: characterFiles.fileName, size: characterFiles.size })
    .from(characterFiles)
    .where(inArray(characterFiles.characterId, [...new Set(held.map((h) => h.characterId))]))
    .orderBy(characterFiles.format, characterFiles.variant);
  return held.map((h) => ({ ...h, files: files.filter((f) => f.characterId === h.characterId).sort(byFormatAndPose).map(({ characterId: _c, ...f }) => f) }));
}

export type Certificate = {
  licenceId: string;
  licensee: string;
  email: string;
  title: string;
  slug: string;
  kind: 'graphi' | 'graphiSet';
  plan: 'standard' | 'extended';
  orderId: string | null;
  issuedAt: Date;
};

/** The licence certificate of one purchase; only its holder may see it. */
export async function getCertificate(db: Database, userId: string, entitlementId: string): Promise<Certificate> {
  if (!isUuid(entitlementId)) throw new AppError('NOT_FOUND', 'No such licence.');
  const [row] = await db
    .select({
      licenceId: entitlements.id,
      licensee: users.name,
      email: users.email,
      title: characters.title,
      slug: characters.slug,
      kind: characters.kind,
      plan: entitlements.plan,
      orderId: entitlements.orderId,
      issuedAt: sql<Date>`coalesce(${orders.paidAt}, ${entitlements.createdAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(entitlements)
    .innerJoin(characters, eq(characters.id, entitlements.characterId))
    .innerJoin(users, eq(users.id, entitlements.userId))
    .leftJoin(orders, eq(orders.id, entitlements.orderId))
    .where(and(eq(entitlements.id, entitlementId), eq(entitlements.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'No such licence in your account.');
  return row;
}
