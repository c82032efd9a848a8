import { artFor } from '#/lib/art/index.ts';
import type { Database } from '#/server/db/open.ts';
import { characterArt } from '#/server/db/schema.ts';
import type { MediaContext } from '#/server/media/derived.ts';
import { prepareQuick } from '#/server/media/prepare.ts';
import type { ArtSource } from '#/server/media/source.ts';
import { SEED_SETS, SEED_TYPES } from './catalogue-data.ts';

type Seeded = { id: string; slug: string; title: string; formats: string[] };

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The art each demo character and set is drawn from, by slug: the art builder decides the look from type and name. */
export function demoArtSources(): Map<string, ArtSource> {
  const sources = new Map<string, ArtSource>();
  for (const type of SEED_TYPES) for (const title of type.names) sources.set(slugify(title), { kind: 'single', art: artFor(type.slug, title) });
  for (const set of SEED_SETS) {
    const members = set.members.map(([t, n]) => {
      const type = SEED_TYPES[t]!;
      const title = type.names[n]!;
      return { title, art: artFor(type.slug, title) };
    });
    sources.set(slugify(set.title), { kind: 'set', members });
  }
  return sources;
}

/**
 * Records every demo character's art and makes the files that take milliseconds (card picture,
 * EPS, AI, FLA). Galleries, PNGs and videos follow in the background (prepareMedia).
 */
export async function seedSampleFiles(db: Database, ctx: MediaContext, seeded: Seeded[]): Promise<void> {
  const sources = demoArtSources();
  const drawn = seeded.flatMap((c) => (sources.has(c.slug) ? [{ ...c, source: sources.get(c.slug)! }] : []));
  await db.insert(characterArt).values(drawn.map((c) => ({ characterId: c.id, source: c.source }))).onConflictDoNothing();
  for (let i = 0; i < drawn.length; i += 4) await Promise.all(drawn.slice(i, i + 4).map((c) => prepareQuick(db, ctx, c)));
}
