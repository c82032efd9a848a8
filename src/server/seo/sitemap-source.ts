import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import { catalogueHref, parseCatalogueQuery } from '#/lib/catalogue-query.ts';
import type { Database } from '#/server/db/open.ts';
import { cachedRead, forgetCached } from '#/server/db/read-cache.ts';
import { artistProfiles, characters, characterTypes, tutorials } from '#/server/db/schema.ts';
import type { FeedProduct } from './product-feed.ts';
import type { SitemapEntry } from './sitemap.ts';

const KEY = 'seo:sitemap';

/** Published characters and sets, the type pages that have some, and published tutorials, from the database. */
export async function databaseSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const published = eq(characters.status, 'published');
  const [rows, types, lessons, artists] = await Promise.all([
    db.select({ slug: characters.slug, updatedAt: characters.updatedAt }).from(characters).where(published).orderBy(characters.createdAt, characters.id),
    db.select({ slug: characterTypes.slug, updatedAt: max(characters.updatedAt) }).from(characterTypes)
      .innerJoin(characters, and(eq(characters.typeId, characterTypes.id), published)).groupBy(characterTypes.slug, characterTypes.position).orderBy(characterTypes.position),
    db.select({ slug: tutorials.slug, updatedAt: tutorials.updatedAt }).from(tutorials).where(and(eq(tutorials.published, true), isNotNull(tutorials.publishedAt))),
    // Artists with something on sale (their pages list it).
    db.select({ slug: artistProfiles.slug, updatedAt: artistProfiles.updatedAt }).from(artistProfiles)
      .where(sql`EXISTS (SELECT 1 FROM characters c WHERE c.artist_id = ${artistProfiles.userId} AND c.status = 'published')`).orderBy(artistProfiles.slug),
  ]);
  const none = parseCatalogueQuery(new URLSearchParams());
  return [
    ...types.map((t) => ({ path: catalogueHref(none, { type: t.slug }), lastmod: t.updatedAt ? new Date(t.updatedAt) : undefined })),
    ...rows.map((c) => ({ path: `/cartoon-characters/${c.slug}`, lastmod: c.updatedAt })),
    ...lessons.map((t) => ({ path: `/tutorials/${t.slug}`, lastmod: t.updatedAt })),
    ...artists.map((a) => ({ path: `/artists/${a.slug}`, lastmod: a.updatedAt })),
  ];
}

/**
 * Every indexable page: the pages that are not rows (given, so this module needs no content collection)
 * then the database's, cached per database until a publish or unpublish forgets it (or the read cache's TTL ends).
 */
export function sitemapEntries(db: Database, pages: () => Promise<SitemapEntry[]>): Promise<SitemapEntry[]> {
  return cachedRead(db, KEY, async () => [...(await pages()), ...(await databaseSitemapEntries(db))]);
}

/** A character was published or unpublished: the sitemap and the product feed are read again. */
export function forgetSitemap(db: Database): void {
  forgetCached(db, KEY, FEED_KEY);
}

const FEED_KEY = 'seo:feed';

/** Every published character and set with what the product feed shows, cached like the sitemap. */
export function feedProducts(db: Database): Promise<FeedProduct[]> {
  return cachedRead(db, FEED_KEY, () =>
    db.select({
      id: characters.id, slug: characters.slug, title: characters.title, description: characters.description, kind: characters.kind,
      typeName: characterTypes.name, priceType: characters.priceType, priceStandard: characters.priceStandard, priceExtended: characters.priceExtended,
      discountPercent: characters.discountPercent, hasPreview: sql<boolean>`(${characters.previewKey} IS NOT NULL)`,
    }).from(characters).innerJoin(characterTypes, eq(characterTypes.id, characters.typeId))
      .where(eq(characters.status, 'published')).orderBy(characters.createdAt, characters.id),
  );
}
