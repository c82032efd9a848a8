import { sql } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { rows } from '#/server/db/rows.ts';

export type Nearby = { label: string; href: string };

/** Word similarity a title needs to be offered; pg_trgm's default (0.6) hides useful neighbours of a short query. */
const THRESHOLD = 0.3;

/**
 * Searches to offer when one found nothing: the type names and character titles closest to the query
 * by trigram similarity (the types first: one click there shows many characters).
 */
export async function nearbySearches(db: Database, q: string, limit = 5): Promise<Nearby[]> {
  const text = q.toLowerCase().slice(0, 100);
  if (!text.trim()) return [];
  const found = await db.transaction(async (tx) => {
    // SET LOCAL keeps the lower threshold to this transaction; the `<%` operator then still uses the title's trigram index.
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(THRESHOLD)}, true)`);
    return rows<{ label: string; slug: string; kind: 'type' | 'title'; score: number }>(
      tx,
      sql`(SELECT name AS label, slug, 'type' AS kind, greatest(similarity(lower(name), ${text}), word_similarity(${text}, lower(name))) AS score
           FROM character_types WHERE greatest(similarity(lower(name), ${text}), word_similarity(${text}, lower(name))) >= ${THRESHOLD}
           ORDER BY score DESC LIMIT 2)
          UNION ALL
          (SELECT title, slug, 'title', word_similarity(${text}, title) AS score FROM characters
           WHERE status = 'published' AND ${text} <% title ORDER BY score DESC, popularity DESC LIMIT ${limit})`,
    );
  });
  return found.slice(0, limit).map((r) => ({
    label: r.label,
    href: r.kind === 'type' ? `/cartoon-characters?type=${r.slug}` : `/cartoon-characters/${r.slug}`,
  }));
}
