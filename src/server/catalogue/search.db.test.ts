import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb } from '#test-support/test-db.ts';
import { tempStorage } from '#test-support/factories/catalogue.ts';
import { PAGE_SIZE, parseCatalogueQuery } from '#/lib/catalogue-query.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { users } from '#/server/db/schema.ts';
import { saveCharacterType } from '#/server/admin-catalogue/character-types.ts';
import { setCharacterStatus } from '#/server/artists/state-change.ts';
import { seedCatalogue } from '#/server/seed/catalogue.ts';
import { getCharacterPage } from './characters.ts';
import { catalogueFacets, searchCharacters } from './search.ts';
import { rows } from '#/server/db/rows.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
  await seedCatalogue(handle.db, tempStorage());
});
afterEach(() => handle.close());

const search = (qs: string) => searchCharacters(handle.db, parseCatalogueQuery(new URLSearchParams(qs)));

describe('catalogue search on the demo data', () => {
  it('seeds at least 60 characters over 10 types, 8 sets and 6 free samples, each with its vector files or art to make them from', async () => {
    const [counts] = await rows<Record<string, string | number>>(
      handle.db,
      sql`SELECT (SELECT count(*) FROM characters) AS characters, (SELECT count(*) FROM character_types) AS types,
          (SELECT count(*) FROM characters WHERE kind = 'graphiSet') AS sets, (SELECT count(*) FROM characters WHERE price_type = 'free') AS free,
          (SELECT count(*) FROM characters c WHERE NOT EXISTS (SELECT 1 FROM character_files f WHERE f.character_id = c.id)
             AND ('EPS' = ANY (c.formats) OR NOT EXISTS (SELECT 1 FROM character_art a WHERE a.character_id = c.id))) AS without_files`,
    );
    expect(Number(counts!.characters)).toBeGreaterThanOrEqual(60);
    expect(Number(counts!.types)).toBeGreaterThanOrEqual(10);
    expect(Number(counts!.sets)).toBeGreaterThanOrEqual(8);
    expect(Number(counts!.free)).toBeGreaterThanOrEqual(6);
    expect(Number(counts!.without_files)).toBe(0);
    // Type clips follow in the background with the characters' videos (prepareMedia).
    const types = await rows<{ image_key: string | null }>(handle.db, sql`SELECT image_key FROM character_types`);
    expect(types.every((t) => t.image_key?.startsWith('character-types/'))).toBe(true);
  });

  it('pages 30 at a time, newest first by default', async () => {
    const first = await search('');
    expect(first.items).toHaveLength(30);
    expect(first.pages).toBe(Math.ceil(first.total / 30));
    const last = await search(`page=${first.pages}`);
    expect(last.items.length).toBe(first.total - 30 * (first.pages - 1));
    expect(new Set([...first.items, ...last.items].map((i) => i.id)).size).toBe(first.items.length + last.items.length);
  });

  it('finds by words and tolerates a typo in the title', async () => {
    expect((await search('q=pirate')).items.map((i) => i.title)).toContain('Pirate Pete');
    expect((await search('q=pirat%20pete')).items[0]?.title).toBe('Pirate Pete');
    expect((await search('q=captian%20comet')).items[0]?.title).toBe('Captain Comet');
    expect((await search('q=zzzqqq')).total).toBe(0);
  });

  it('filters by price type, kind, type, format, tags and price range', async () => {
    const free = await search('price=free');
    expect(free.total).toBeGreaterThanOrEqual(6);
    expect(free.items.every((i) => i.priceType === 'free')).toBe(true);
    expect((await search('kind=graphiSet')).items.every((i) => i.kind === 'graphiSet')).toBe(true);
    expect((await search('type=robots')).items.every((i) => i.typeSlug === 'robots')).toBe(true);
    expect((await search('format=FLA')).items.every((i) => i.formats.includes('FLA'))).toBe(true);
    const ranged = await search('min=10&max=20&price=credits');
    expect(ranged.total).toBeGreaterThan(0);
    for (const item of ranged.items) {
      const net = Math.round((item.priceStandard * (100 - (item.discountPercent ?? 0))) / 100);
      expect(net).toBeGreaterThanOrEqual(10);
      expect(net).toBeLessThanOrEqual(20);
    }
    const facets = await catalogueFacets(handle.db);
    expect(facets.types.length).toBeGreaterThanOrEqual(10);
    expect((await search('tags=halloween')).items.length).toBeGreaterThan(0);
  });

  it('sorts by price both ways', async () => {
    const asc = (await search('sort=price-asc&price=credits')).items.map((i) => i.priceStandard * (100 - (i.discountPercent ?? 0)));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search('sort=price-desc&price=credits')).items.map((i) => i.priceStandard * (100 - (i.discountPercent ?? 0)));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('shows a set with its characters, and a member with the sets it belongs to', async () => {
    const set = await getCharacterPage(handle.db, 'office-team-set');
    expect(set.members.map((m) => m.title)).toContain('Presenter Paula');
    const member = await getCharacterPage(handle.db, 'presenter-paula');
    expect(member.inSets.map((s) => s.title)).toEqual(['Office Team Set']);
    expect(member.files.length).toBeGreaterThan(0);
    await expect(getCharacterPage(handle.db, 'no-such-character')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('counts the matches on every page, also past the last one', async () => {
    const first = await search('');
    const last = await search(`page=${first.pages}`);
    expect(last.total).toBe(first.total);
    expect(last.items.length).toBe(first.total - (first.pages - 1) * PAGE_SIZE);
    const past = await search(`page=${first.pages + 1}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('offers a new type and the tags of an unpublished character as soon as an admin changes them', async () => {
    const [admin] = await handle.db.insert(users).values({ email: 'boss@toonmart.test', role: 'admin' }).returning();
    const actor = { id: admin!.id, email: admin!.email, role: admin!.role };
    const before = await catalogueFacets(handle.db);
    await saveCharacterType(handle.db, actor, undefined, { name: 'Dinosaurs', slug: 'dinosaurs', description: '', position: 999 }, {});
    expect((await catalogueFacets(handle.db)).types.map((t) => t.slug)).toContain('dinosaurs');
    const halloween = (await search('tags=halloween')).items;
    for (const item of halloween) await setCharacterStatus(handle.db, actor, item.id, 'draft');
    expect(before.tags).toContain('halloween');
    expect((await catalogueFacets(handle.db)).tags).not.toContain('halloween');
  });
});
