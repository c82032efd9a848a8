import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ensureArtistProfile } from '#/server/artists/profiles.ts';
import type { Database } from '#/server/db/open.ts';
import { artistProfiles, characters, characterSubmissions, users } from '#/server/db/schema.ts';
import type { Seeder } from './seeder.ts';

const DEMO_ARTIST = 'contributor@toonmart.test';

/**
 * The demo artist sells the first 6 published single characters (by slug), so the catalogue shows
 * "by Demo Artist" and /artists/demo-artist has something on first start. Idempotent: only unowned rows move.
 */
export async function seedArtists(db: Database, log: (line: string) => void = () => {}): Promise<void> {
  const [artist] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${DEMO_ARTIST}`);
  if (!artist) return;
  const profile = await ensureArtistProfile(db, artist.id);
  if (!profile.bio) {
    await db.update(artistProfiles).set({ bio: 'Cartoon characters with big shapes and bright colours, drawn in vector and ready to animate.', links: ['https://toonmart.test/demo-artist'] })
      .where(eq(artistProfiles.userId, artist.id));
  }
  const first = db.select({ id: characters.id }).from(characters)
    .where(and(eq(characters.status, 'published'), eq(characters.kind, 'graphi'))).orderBy(asc(characters.slug)).limit(6);
  const owned = await db.update(characters).set({ artistId: artist.id })
    .where(and(sql`${characters.id} IN ${first}`, isNull(characters.artistId))).returning({ id: characters.id });
  if (owned.length) {
    await db.insert(characterSubmissions).values(owned.map((c) => ({ characterId: c.id, artistId: artist.id, state: 'approved' as const, decidedAt: new Date() }))).onConflictDoNothing();
  }
  log(`artists: ${DEMO_ARTIST} sells ${owned.length} more demo characters at /artists/${profile.slug}`);
}

export const artistsSeeder: Seeder = { name: 'artists', run: (db, log) => seedArtists(db, log) };
