import { sql } from 'drizzle-orm';
import { invalidateCatalogue } from '#/server/cache/invalidate.ts';
import type { DbOrTx } from '#/server/db/open.ts';
import { rows } from '#/server/db/rows.ts';
import { RESERVED_SLUGS } from '#/lib/routes.ts';

/** Every table whose slug is a public address, with the column that tells its rows apart. */
const ADDRESSED = [
  { table: 'characters', id: 'id', path: '/cartoon-characters/' },
  { table: 'character_types', id: 'id', path: '/cartoon-characters?type=' },
  { table: 'tutorials', id: 'id', path: '/tutorials/' },
  { table: 'artist_profiles', id: 'user_id', path: '/artists/' },
] as const;

/**
 * Rows that took a route's name before it was reserved (an artist who signed up as "Cartoon
 * Characters", a page added after a character of the same name) get the name plus a few characters
 * of their id: unique, stable across restarts, and never a route. Runs at every start; a store
 * without such rows pays four indexed look-ups.
 */
export async function renameReservedSlugs(db: DbOrTx): Promise<string[]> {
  const reserved = sql.join(RESERVED_SLUGS.map((s) => sql`${s}`), sql`, `);
  const renamed: string[] = [];
  for (const { table, id, path } of ADDRESSED) {
    const changed = await rows<{ slug: string }>(
      db,
      sql`UPDATE ${sql.identifier(table)} SET slug = slug || '-' || substr(md5(${sql.identifier(id)}::text), 1, 6)
          WHERE slug IN (${reserved}) RETURNING slug`,
    );
    renamed.push(...changed.map((row) => `${path}${row.slug}`));
  }
  if (renamed.length) await invalidateCatalogue(db);
  return renamed;
}
