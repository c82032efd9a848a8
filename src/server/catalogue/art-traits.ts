import { sql } from 'drizzle-orm';
import { artColours, withSpellings } from '#/lib/art/colour-words.ts';
import type { CharacterArt } from '#/lib/art/model.ts';
import { artParts } from '#/lib/art/parts-list.ts';
import type { Database } from '#/server/db/open.ts';
import { rows } from '#/server/db/rows.ts';
import type { ArtSource } from '#/server/media/source.ts';

/** Whom a drawn character's art shows: itself, or a set's members. */
const castOf = (source: ArtSource): CharacterArt[] => (source.kind === 'single' ? [source.art] : source.members.map((m) => m.art));

/** What the builder knows about a drawn character: the colour words shoppers search for and its parts. */
export function artTraits(source: ArtSource): { colours: string[]; parts: string[] } {
  const cast = castOf(source);
  return { colours: withSpellings(cast.flatMap(artColours)), parts: artParts(cast) };
}

const BATCH = 500;

/**
 * Works out the parts of every recorded art that has none yet (art recorded before the column existed,
 * or by code that only stores the source), and gives its character the art's colours unless an artist or
 * admin already stated some. Safe to run at every start: rows done once are not read again.
 */
export async function fillArtTraits(db: Database): Promise<number> {
  let done = 0;
  for (;;) {
    const pending = await rows<{ id: string; source: ArtSource }>(db, sql`SELECT character_id AS id, source FROM character_art WHERE parts IS NULL LIMIT ${BATCH}`);
    if (!pending.length) return done;
    const traits = JSON.stringify(pending.map((row) => ({ id: row.id, ...artTraits(row.source) })));
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE character_art a SET parts = x.parts
        FROM jsonb_to_recordset(${traits}::jsonb) AS x(id uuid, parts text[], colours text[]) WHERE a.character_id = x.id`);
      await tx.execute(sql`UPDATE characters c SET colours = x.colours
        FROM jsonb_to_recordset(${traits}::jsonb) AS x(id uuid, parts text[], colours text[]) WHERE c.id = x.id AND cardinality(c.colours) = 0`);
    });
    done += pending.length;
  }
}
