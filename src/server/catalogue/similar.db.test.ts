import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '#test-support/test-db.ts';
import { insertCharacter, insertType, insertUser } from '#test-support/factories/catalogue.ts';
import { artFor } from '#/lib/art/index.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { characterArt, orderLines, orders } from '#/server/db/schema.ts';
import { CHARACTER_COPY } from '#/server/seed/catalogue-copy.ts';
import { SEED_TYPES } from '#/server/seed/catalogue-data.ts';
import { fillArtTraits } from './art-traits.ts';
import { similarCharacters } from './similar.ts';

let handle: DatabaseHandle;
beforeEach(async () => void (handle = await createTestDb()));
afterEach(() => handle.close());

async function bought(userId: string, characterIds: string[], status: 'paid' | 'refunded' = 'paid') {
  const [order] = await handle.db.insert(orders).values({ userId, kind: 'characters', status, idempotencyKey: crypto.randomUUID() }).returning();
  await handle.db.insert(orderLines).values(characterIds.map((characterId) => ({ orderId: order!.id, characterId, title: 'x' })));
}

/** The demo characters of these types, with the seeder's tags and the builder's art (so parts and colours). */
async function demoCatalogue(typeSlugs: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const type of SEED_TYPES.filter((t) => typeSlugs.includes(t.slug))) {
    const { id: typeId } = await insertType(handle.db, type.slug);
    for (const title of type.names) {
      const c = await insertCharacter(handle.db, { title, typeId, tags: [...type.tags, ...(CHARACTER_COPY[title]?.tags ?? [])] });
      await handle.db.insert(characterArt).values({ characterId: c.id, source: { kind: 'single', art: artFor(type.slug, title) } });
      ids.set(title, c.id);
    }
  }
  await fillArtTraits(handle.db);
  return ids;
}

const titlesOf = async (id: string) => (await similarCharacters(handle.db, id)).map((c) => c.title);

describe('similar characters', () => {
  it('rank by type, shared tags and shared parts; a co-purchase only breaks ties; unrelated and unpublished ones stay out', async () => {
    const [pets, robots] = [await insertType(handle.db), await insertType(handle.db)];
    const me = await insertCharacter(handle.db, { title: 'Me', typeId: pets.id, tags: ['cute', 'dog'] });
    await insertCharacter(handle.db, { title: 'Same type', typeId: pets.id, tags: [] });
    await insertCharacter(handle.db, { title: 'One tag', typeId: robots.id, tags: ['cute'] });
    const alsoBought = await insertCharacter(handle.db, { title: 'One tag, bought together', typeId: robots.id, tags: ['dog'] });
    await insertCharacter(handle.db, { title: 'Two tags', typeId: robots.id, tags: ['dog', 'cute'] });
    const onlyBought = await insertCharacter(handle.db, { title: 'Only bought together', typeId: robots.id, tags: [] });
    await insertCharacter(handle.db, { title: 'Unrelated', typeId: robots.id, tags: ['space'] });
    await insertCharacter(handle.db, { title: 'Draft', typeId: pets.id, status: 'draft' });
    const [ann, bob] = [await insertUser(handle.db), await insertUser(handle.db)];
    await bought(ann.id, [me.id, alsoBought.id, onlyBought.id]);
    await bought(bob.id, [me.id, onlyBought.id]);
    // Scores: two tags 4, same type 3, one tag 2 (the one bought together first).
    expect(await titlesOf(me.id)).toEqual(['Two tags', 'Same type', 'One tag, bought together', 'One tag']);
  });

  it('find the characters that look alike among the demo cast, not the ones the same shoppers bought', async () => {
    const ids = await demoCatalogue(['business', 'superheroes', 'monsters', 'fantasy', 'robots', 'professions', 'animals', 'seniors']);
    const id = (title: string) => ids.get(title)!;
    const [ann, bob, cat] = [await insertUser(handle.db), await insertUser(handle.db), await insertUser(handle.db)];
    for (const buyer of [ann, bob, cat]) await bought(buyer.id, [id('The Green Shield'), id('Sales Sally'), id('Pumpkin Monster')]);

    const shield = await titlesOf(id('The Green Shield'));
    expect(shield.slice(0, 5).sort()).toEqual(['Captain Comet', 'Mighty Max', 'Night Owl', 'Solar Flare', 'Thunder Girl']);
    expect(shield).toContain('Knight Kevin');
    expect(shield).not.toContain('Sales Sally');
    expect(shield).not.toContain('Pumpkin Monster');
    // A shield and a sword, a chef's hat and a pan, a captain's cap: the parts a shopper sees.
    expect(await titlesOf(id('Knight Kevin'))).toContain('The Green Shield');
    expect(await titlesOf(id('Robo Chef'))).toContain('Chef Charlotte');
    expect(await titlesOf(id('Captain Panda'))).toContain('Retired Captain Ray');
    expect(await titlesOf(id('Sales Sally'))).not.toContain('Pumpkin Monster');
  });

  it('answer nothing for an id that is not a character', async () => {
    expect(await similarCharacters(handle.db, 'nope')).toEqual([]);
    expect(await similarCharacters(handle.db, '00000000-0000-4000-8000-000000000000')).toEqual([]);
  });
});
