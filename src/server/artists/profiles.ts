import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ArtistProfileInput } from '#/lib/artist-schemas.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import type { Database } from '#/server/db/open.ts';
import { artistProfiles, characters, characterTypes, orderLines, orders, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { Storage } from '#/server/storage/storage.ts';
import { removeFiles, saveWithUploads } from '#/server/uploads/files.ts';
import { artistProfileSchema } from '#/lib/artist-schemas.ts';
import { isReservedSlug } from '#/lib/routes.ts';

/** Artists' public profiles (/artists/{slug}): made on first use from the account's name, then edited by the artist. */
export type ArtistProfile = typeof artistProfiles.$inferSelect;

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'artist';

async function freeProfileSlug(db: Database, name: string): Promise<string> {
  const base = slugOf(name);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (isReservedSlug(slug)) continue;
    const [taken] = await db.select({ id: artistProfiles.userId }).from(artistProfiles).where(eq(artistProfiles.slug, slug)).limit(1);
    if (!taken) return slug;
  }
}

export async function ensureArtistProfile(db: Database, userId: string): Promise<ArtistProfile> {
  const [existing] = await db.select().from(artistProfiles).where(eq(artistProfiles.userId, userId)).limit(1);
  if (existing) return existing;
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('NOT_FOUND', 'No such artist.');
  const displayName = user.name.trim() || user.email.split('@')[0] || 'Artist';
  await db.insert(artistProfiles).values({ userId, displayName, slug: await freeProfileSlug(db, displayName) }).onConflictDoNothing();
  const [row] = await db.select().from(artistProfiles).where(eq(artistProfiles.userId, userId)).limit(1);
  return row!;
}

/** The artist's own profile form; the address stays as it was made, so links to it keep working. */
export function saveArtistProfile(db: Database, storage: Storage, request: Request, actor: Actor) {
  return saveWithUploads(db, storage, request, { avatar: 'artist-avatar' }, actor, async (form) => {
    const input: ArtistProfileInput = artistProfileSchema.parse(form.fields);
    const current = await ensureArtistProfile(db, actor.id);
    const links = input.links.split(/\s+/).filter(Boolean);
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(artistProfiles)
        .set({ displayName: input.displayName, bio: input.bio, links, updatedAt: new Date(), ...(form.files.avatar ? { avatarKey: form.files.avatar.key } : {}) })
        .where(eq(artistProfiles.userId, actor.id)).returning();
      await writeAudit(tx, actor, { action: 'update', entity: 'artist_profile', entityId: actor.id, summary: `Updated the artist profile "${input.displayName}"` });
      return updated!;
    });
    if (form.files.avatar && current.avatarKey) await removeFiles(db, storage, [current.avatarKey]);
    return row;
  });
}

/** "10+ sales": a band rather than a figure, so competitors and buyers see standing, not the artist's exact business. */
export function salesBand(sales: number): string | null {
  const bands = [1000, 500, 100, 50, 10, 1];
  const band = bands.find((b) => sales >= b);
  if (!band) return null;
  return band === 1 ? (sales === 1 ? '1 sale' : `${sales} sales`) : `${band}+ sales`;
}

export async function artistSales(db: Database, artistId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(characters, eq(characters.id, orderLines.characterId))
    .where(and(eq(characters.artistId, artistId), eq(orders.status, 'paid')));
  return row?.n ?? 0;
}

/** The public page of an artist: profile, published characters and sets, member since, sales band. */
export async function getArtistPage(db: Database, slug: string) {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new AppError('NOT_FOUND', 'No artist at this address.');
  const [row] = await db.select({ profile: artistProfiles, memberSince: users.createdAt }).from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId)).where(and(eq(artistProfiles.slug, slug), sql`${users.disabledAt} IS NULL`)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No artist at this address.');
  const items = await db.select({
    id: characters.id, slug: characters.slug, kind: characters.kind, title: characters.title, typeName: characterTypes.name, typeSlug: characterTypes.slug,
    formats: characters.formats, priceType: characters.priceType, priceStandard: characters.priceStandard, priceExtended: characters.priceExtended,
    discountPercent: characters.discountPercent, hasPreview: sql<boolean>`(${characters.previewKey} IS NOT NULL)`,
  }).from(characters).innerJoin(characterTypes, eq(characterTypes.id, characters.typeId))
    .where(and(eq(characters.artistId, row.profile.userId), eq(characters.status, 'published'))).orderBy(desc(characters.createdAt));
  const sales = await artistSales(db, row.profile.userId);
  return { ...row.profile, memberSince: row.memberSince, items, salesBand: salesBand(sales), artist: { name: row.profile.displayName, slug: row.profile.slug } };
}
