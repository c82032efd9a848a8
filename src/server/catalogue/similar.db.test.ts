import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '#test-support/test-db.ts';
import { insertCharacter, insertType, insertUser } from '#test-support/factories/catalogue.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { orderLines, orders } from '#/server/db/schema.ts';
import { similarCharacters } from './similar.ts';

let handle: DatabaseHandle;
beforeEach(async () => void (handle = await createTestDb()));
afterEach(() => handle.close());

async function bought(userId: string, characterIds: string[], status: 'paid' | 'refunded' = 'paid') {
  const [order] = await handle.db.insert(orders).values({ userId, kind: 'characters', status, idempotencyKey: crypto.randomUUID() }).returning();
  await handle.db.insert(orderLines).values(characterIds.map((characterId) => ({ orderId: order!.id, characterId, title: 'x' })));
}

describe('similar characters', () => {
  it('rank co-purchase over shared tags over the same type, and leave out unrelated and unpublished ones', async () => {
    const [pets, robots] = [await insertType(handle.db), await insertType(handle.db)];
    const me = await insertCharacter(handle.db, { title: 'Me', typeId: pets.id, tags: ['cute', 'dog'] });
    const sameType = await insertCharacter(handle.db, { title: 'Same type', typeId: pets.id, tags: [] });
    const oneTag = await insertCharacter(handle.db, { title: 'One tag', typeId: robots.id, tags: ['cute'] });
    const twoTags = await insertCharacter(handle.db, { title: 'Two tags', typeId: robots.id, tags: ['dog', 'cute'] });
    const coBought = await insertCharacter(handle.db, { title: 'Bought together', typeId: robots.id, tags: [] });
    const refundedOnly = await insertCharacter(handle.db, { title: 'Refunded', typeId: robots.id, tags: [] });
    await insertCharacter(handle.db, { title: 'Unrelated', typeId: robots.id, tags: ['space'] });
    await insertCharacter(handle.db, { title: 'Draft', typeId: pets.id, status: 'draft' });
    const [ann, bob, cat] = [await insertUser(handle.db), await insertUser(handle.db), await insertUser(handle.db)];
    await bought(ann.id, [me.id, coBought.id]);
    await bought(bob.id, [me.id]);
    await bought(bob.id, [coBought.id]);
    await bought(cat.id, [me.id, refundedOnly.id], 'refunded');
    const titles = (await similarCharacters(handle.db, me.id)).map((c) => c.title);
    // Scores: bought together 2×4 = 8, two tags 2×2 = 4, same type 3, one tag 2.
    expect(titles).toEqual(['Bought together', 'Two tags', 'Same type', 'One tag']);
    void [sameType, oneTag, twoTags];
  });

  it('answer nothing for an id that is not a character', async () => {
    expect(await similarCharacters(handle.db, 'nope')).toEqual([]);
    expect(await similarCharacters(handle.db, '00000000-0000-4000-8000-000000000000')).toEqual([]);
  });
});
