import { sql } from 'drizzle-orm';
import { SUGGEST_LIMIT, type Suggestion, type Suggestions } from '#/lib/api/catalogue.ts';
import type { Database } from '#/server/db/open.ts';
import { cachedRead } from '#/server/db/read-cache.ts';
import { rows } from '#/server/db/rows.ts';
import { catalogueFacets } from './search.ts';
import { throttleSuggest } from './suggest-limit.ts';
import { foldWord, rawWords } from './search-words.ts';

/** At most this many characters, so types and tags keep a place in the list. */
const CHARACTER_ROWS = 5;

/** Folded words of what was typed so far; the last one is a prefix ("pira" → pirate). */
function prefixQuery(q: string): string | undefined {
  const words = rawWords(q).slice(0, 6);
  if (!words.length) return undefined;
  const last = words.pop()!;
  return [...words.map(foldWord), `${last}:*`].join(' & ');
}

type Row = { title: string; slug: string; typeName: string };

/** Title matches beyond this many are "common": the popularity index then finds the top few faster than sorting them all. */
const RARE = 100;

/**
 * The most popular characters whose title has every word, the last as a prefix. PostgreSQL cannot
 * estimate how many titles a prefix matches, and either plan is slow in the wrong case: so first
 * the word index alone (a rare prefix: few rows, sorted here), and only when that finds many, the
 * popularity index walked until the first few matches.
 */
async function matchingTitles(db: Database, query: string): Promise<Row[]> {
  const where = sql`c.title_words @@ to_tsquery('simple', ${query})`;
  const few = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    return rows<Row & { n: number | string }>(
      tx,
      sql`WITH few AS MATERIALIZED (SELECT c.id, c.popularity FROM characters c WHERE c.status = 'published' AND ${where} LIMIT ${RARE})
          SELECT c.title, c.slug, t.name AS "typeName", (SELECT count(*) FROM few) AS n
          FROM few JOIN characters c ON c.id = few.id JOIN character_types t ON t.id = c.type_id
          ORDER BY few.popularity DESC, c.created_at DESC LIMIT ${CHARACTER_ROWS}`,
    );
  });
  if (Number(few[0]?.n ?? 0) < RARE) return few;
  return rows<Row>(
    db,
    sql`SELECT c.title, c.slug, t.name AS "typeName" FROM characters c JOIN character_types t ON t.id = c.type_id
        WHERE c.status = 'published' AND ${where} ORDER BY c.popularity DESC, c.created_at DESC LIMIT ${CHARACTER_ROWS}`,
  );
}

/** Characters for the typed text; titles that start with it move to the front. */
async function characterRows(db: Database, q: string): Promise<Suggestion[]> {
  const query = prefixQuery(q);
  if (!query) return [];
  const typed = q.trim().toLowerCase();
  const starts = (title: string) => (title.toLowerCase().startsWith(typed) ? 0 : 1);
  return (await matchingTitles(db, query))
    .sort((a, b) => starts(a.title) - starts(b.title))
    .map((c) => ({ kind: 'character', label: c.title, detail: c.typeName, href: `/cartoon-characters/${c.slug}` }));
}

/** Every tag of a published character with its use count, most used first (memoised: the same for everyone). */
function allTags(db: Database): Promise<{ tag: string; uses: number }[]> {
  return cachedRead(db, 'suggest-tags', async () =>
    (await rows<{ tag: string; uses: string | number }>(
      db,
      sql`SELECT tag, count(*) AS uses FROM (SELECT unnest(tags) AS tag FROM characters WHERE status = 'published') x GROUP BY tag ORDER BY uses DESC, tag`,
    )).map((t) => ({ tag: t.tag, uses: Number(t.uses) })),
  );
}

/** Does a name have a word starting with the typed text (folded, so "superheroes" suggests "Superheroes")? */
function startsWord(name: string, q: string): boolean {
  const typed = rawWords(q).join(' ');
  const words = rawWords(name).join(' ');
  return typed.length > 0 && (words.startsWith(typed) || words.includes(` ${typed}`) || rawWords(name).some((w) => foldWord(w) === foldWord(typed)));
}

export async function suggest(db: Database, q: string): Promise<Suggestions> {
  const [characters, facets, tags] = await Promise.all([characterRows(db, q), catalogueFacets(db), allTags(db)]);
  const types: Suggestion[] = facets.types
    .filter((t) => startsWord(t.name, q))
    .slice(0, 2)
    .map((t) => ({ kind: 'type', label: t.name, detail: 'Type', href: `/cartoon-characters?type=${t.slug}` }));
  const tagRows: Suggestion[] = tags
    .filter((t) => startsWord(t.tag.replace(/-/g, ' '), q) && !types.some((ty) => foldWord(ty.label.toLowerCase()) === foldWord(t.tag)))
    .slice(0, 3)
    .map((t) => ({ kind: 'tag', label: t.tag, detail: `Tag · ${t.uses}`, href: `/cartoon-characters?tags=${t.tag}` }));
  const room = SUGGEST_LIMIT - types.length - Math.min(tagRows.length, 2);
  const items = [...characters.slice(0, room), ...types, ...tagRows].slice(0, SUGGEST_LIMIT);
  return { q, items };
}

/** A visitor's request: throttled per address, then answered. */
export async function suggestForVisitor(db: Database, ip: string, q: string): Promise<Suggestions> {
  await throttleSuggest(ip);
  return suggest(db, q);
}
