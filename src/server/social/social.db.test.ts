import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '#test-support/test-db.ts';
import { insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { addFavourite, favouriteCards, favouriteIds, mergeFavourites, removeFavourite } from './favourites.ts';
import { addToCollection, createCollection, deleteCollection, getCollection, listCollections, removeFromCollection, reorderCollection, sharedCollection, updateCollection } from './collections.ts';

let handle: DatabaseHandle;
beforeEach(async () => void (handle = await createTestDb()));
afterEach(() => handle.close());

describe('favourites', () => {
  it('merge the browser list into the account idempotently, skipping unknown and unpublished ids', async () => {
    const user = await insertUser(handle.db);
    const [a, b] = [await insertCharacter(handle.db, { title: 'Ant' }), await insertCharacter(handle.db, { title: 'Bee' })];
    const draft = await insertCharacter(handle.db, { status: 'draft' });
    await addFavourite(handle.db, user.id, a.id);
    const local = [a.id, b.id, draft.id, 'not-an-id', '00000000-0000-4000-8000-000000000000'];
    const first = await mergeFavourites(handle.db, user.id, local);
    const second = await mergeFavourites(handle.db, user.id, local);
    expect(first.sort()).toEqual([a.id, b.id].sort());
    expect(second.sort()).toEqual(first.sort());
    expect((await favouriteCards(handle.db, user.id)).map((c) => c.title).sort()).toEqual(['Ant', 'Bee']);
  });

  it('toggle per account; an unknown character is a 404', async () => {
    const [ann, bob] = [await insertUser(handle.db), await insertUser(handle.db)];
    const c = await insertCharacter(handle.db);
    await addFavourite(handle.db, ann.id, c.id);
    await addFavourite(handle.db, ann.id, c.id);
    expect(await favouriteIds(handle.db, ann.id)).toEqual([c.id]);
    expect(await favouriteIds(handle.db, bob.id)).toEqual([]);
    await removeFavourite(handle.db, ann.id, c.id);
    expect(await favouriteIds(handle.db, ann.id)).toEqual([]);
    await expect(addFavourite(handle.db, ann.id, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answer each heart and unheart with the account’s list as it is after it, newest first', async () => {
    const ann = await insertUser(handle.db);
    const [a, b] = [await insertCharacter(handle.db), await insertCharacter(handle.db)];
    const draft = await insertCharacter(handle.db, { status: 'draft' });
    expect(await addFavourite(handle.db, ann.id, a.id)).toEqual([a.id]);
    expect(await addFavourite(handle.db, ann.id, b.id)).toEqual([b.id, a.id]);
    expect(await addFavourite(handle.db, ann.id, a.id)).toEqual([b.id, a.id]);
    expect(await favouriteIds(handle.db, ann.id)).toEqual([b.id, a.id]);
    await expect(addFavourite(handle.db, ann.id, draft.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(addFavourite(handle.db, ann.id, 'not-an-id')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await removeFavourite(handle.db, ann.id, b.id)).toEqual([a.id]);
    expect(await removeFavourite(handle.db, ann.id, 'not-an-id')).toEqual([a.id]);
    expect(await favouriteIds(handle.db, ann.id)).toEqual([a.id]);
  });
});

describe('collections', () => {
  it('belong to their owner: another account gets a 404 for every operation', async () => {
    const [ann, eve] = [await insertUser(handle.db), await insertUser(handle.db)];
    const c = await insertCharacter(handle.db);
    const list = await createCollection(handle.db, ann.id, { name: 'Mascots' });
    for (const attempt of [
      () => getCollection(handle.db, eve.id, list.id),
      () => updateCollection(handle.db, eve.id, list.id, { name: 'Mine now' }),
      () => addToCollection(handle.db, eve.id, list.id, c.id),
      () => removeFromCollection(handle.db, eve.id, list.id, c.id),
      () => reorderCollection(handle.db, eve.id, list.id, []),
      () => deleteCollection(handle.db, eve.id, list.id),
      () => getCollection(handle.db, eve.id, 'nonsense'),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
    expect((await getCollection(handle.db, ann.id, list.id)).name).toBe('Mascots');
    expect(await listCollections(handle.db, eve.id)).toEqual([]);
  });

  it('add, reorder, remove, rename; shared by link only when not private', async () => {
    const ann = await insertUser(handle.db, { name: 'Ann Owner' });
    const [a, b, c] = [await insertCharacter(handle.db, { title: 'A' }), await insertCharacter(handle.db, { title: 'B' }), await insertCharacter(handle.db, { title: 'C' })];
    const list = await createCollection(handle.db, ann.id, { name: 'Team' });
    for (const x of [a, b, c, a]) await addToCollection(handle.db, ann.id, list.id, x.id);
    expect((await getCollection(handle.db, ann.id, list.id)).items.map((i) => i.title)).toEqual(['A', 'B', 'C']);
    await reorderCollection(handle.db, ann.id, list.id, [c.id, a.id, b.id]);
    const removed = await removeFromCollection(handle.db, ann.id, list.id, a.id);
    expect(removed.items.map((i) => i.title)).toEqual(['C', 'B']);
    await expect(reorderCollection(handle.db, ann.id, list.id, [c.id])).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(list.shareToken.length).toBeGreaterThanOrEqual(32);
    await expect(sharedCollection(handle.db, list.shareToken)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await updateCollection(handle.db, ann.id, list.id, { name: 'Dream team', visibility: 'link' });
    const shared = await sharedCollection(handle.db, list.shareToken);
    expect(shared).toMatchObject({ name: 'Dream team', visibility: 'link' });
    expect(shared.items.map((i) => i.title)).toEqual(['C', 'B']);
    await deleteCollection(handle.db, ann.id, list.id);
    await expect(sharedCollection(handle.db, list.shareToken)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('retires the link when a shared collection goes private: shared again, it has a new one and the old stays dead', async () => {
    const ann = await insertUser(handle.db, { name: 'Ann Owner' });
    const list = await createCollection(handle.db, ann.id, { name: 'Team', visibility: 'public' });
    const before = list.shareToken;
    expect((await sharedCollection(handle.db, before)).name).toBe('Team');
    expect((await updateCollection(handle.db, ann.id, list.id, { name: 'Team A' })).shareToken).toBe(before);
    const hidden = await updateCollection(handle.db, ann.id, list.id, { visibility: 'private' });
    expect(hidden.shareToken).not.toBe(before);
    expect((await updateCollection(handle.db, ann.id, list.id, { visibility: 'private' })).shareToken).toBe(hidden.shareToken);
    const again = await updateCollection(handle.db, ann.id, list.id, { visibility: 'link' });
    expect(again.shareToken).toBe(hidden.shareToken);
    await expect(sharedCollection(handle.db, before)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await sharedCollection(handle.db, again.shareToken)).name).toBe('Team A');
  });
});
