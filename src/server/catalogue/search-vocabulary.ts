import { sql } from 'drizzle-orm';
import type { Database } from '#/server/db/open.ts';
import { cachedRead, forgetCached } from '#/server/db/read-cache.ts';
import { rows } from '#/server/db/rows.ts';
import type { Vocabulary } from './search-correct.ts';

const KEY = 'search-vocabulary';

/**
 * The folded words of published characters' titles and tags and of type names (letters only), with
 * the number of characters using each: what a misspelt query word is corrected to. The same for every
 * visitor, so memoised like the catalogue facets.
 */
export function searchVocabulary(db: Database): Promise<Vocabulary> {
  return cachedRead(db, KEY, () => loadVocabulary(db));
}

export function forgetSearchVocabulary(db: Database): void {
  forgetCached(db, KEY);
}

async function loadVocabulary(db: Database): Promise<Vocabulary> {
  const found = await rows<{ word: string; uses: number | string }>(
    db,
    sql`SELECT word, ndoc AS uses FROM ts_stat('SELECT search_words FROM characters WHERE status = ''published''', 'AC') WHERE word ~ '^[a-z]{3,}$'
        UNION ALL
        SELECT word, 1 FROM character_types, regexp_split_to_table(toonmart_norm(name || ' ' || slug), ' ') AS word`,
  );
  const vocabulary: Vocabulary = new Map();
  for (const { word, uses } of found) if (word) vocabulary.set(word, (vocabulary.get(word) ?? 0) + Number(uses));
  return vocabulary;
}
