import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '#test-support/test-db.ts';
import { giveCredits, insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { checkoutCart } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { accountCart, addCartLine, mergeCart, removeCartLine } from './account-cart.ts';

let handle: DatabaseHandle;
beforeEach(async () => void (handle = await createTestDb()));
afterEach(() => handle.close());

const keys = (lines: { characterId: string; plan: string }[]) => lines.map((l) => `${l.characterId}:${l.plan}`);

describe('the cart kept with the account', () => {
  it('a cart started on one device is there after signing in on another, merged without duplicates', async () => {
    const user = await insertUser(handle.db);
    const [a, b, c] = [await insertCharacter(handle.db), await insertCharacter(handle.db), await insertCharacter(handle.db)];
    // Desktop: two lines, kept with the account.
    await addCartLine(handle.db, user.id, a.id, 'standard');
    await addCartLine(handle.db, user.id, b.id, 'extended');
    // Phone: its own browser cart holds b (again) and c; signing in merges them.
    const merged = await mergeCart(handle.db, user.id, [{ characterId: b.id, plan: 'extended', addedAt: 1 }, { characterId: c.id, plan: 'standard', addedAt: Date.now() }]);
    expect(merged.dropped).toEqual([]);
    expect(keys(merged.lines).sort()).toEqual([`${a.id}:standard`, `${b.id}:extended`, `${c.id}:standard`].sort());
    // Merging again (a second tab) changes nothing.
    expect(keys((await mergeCart(handle.db, user.id, merged.lines)).lines).sort()).toEqual(keys(merged.lines).sort());
    expect((await accountCart(handle.db, user.id)).lines).toHaveLength(3);
  });

  it('drops lines the shopper already owns, naming them, and skips unknown, withdrawn and malformed ones', async () => {
    const user = await insertUser(handle.db);
    await giveCredits(handle.db, user.id, 100);
    const owned = await insertCharacter(handle.db, { title: 'Owned One' });
    const draft = await insertCharacter(handle.db, { status: 'draft' });
    const fresh = await insertCharacter(handle.db);
    await checkoutCart(handle.db, { provider: demoProvider(), siteUrl: 'http://localhost:4321' }, user.id, { idempotencyKey: 'own', lines: [{ characterId: owned.id, plan: 'standard' }] });
    const merged = await mergeCart(handle.db, user.id, [
      { characterId: owned.id, plan: 'standard' },
      { characterId: owned.id, plan: 'extended' },
      { characterId: draft.id, plan: 'standard' },
      { characterId: fresh.id, plan: 'premium' },
      { characterId: 'not-a-uuid', plan: 'standard' },
      { characterId: '00000000-0000-4000-8000-000000000000', plan: 'standard' },
    ]);
    expect(merged.dropped).toEqual([{ characterId: owned.id, plan: 'standard', title: 'Owned One' }]);
    expect(keys(merged.lines)).toEqual([`${owned.id}:extended`]);
  });

  it('adds and removes single lines; a line bought since leaves the cart', async () => {
    const user = await insertUser(handle.db);
    await giveCredits(handle.db, user.id, 100);
    const c = await insertCharacter(handle.db);
    await expect(addCartLine(handle.db, user.id, '00000000-0000-4000-8000-000000000000', 'standard')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(keys((await addCartLine(handle.db, user.id, c.id, 'standard')).lines)).toEqual([`${c.id}:standard`]);
    expect(keys((await addCartLine(handle.db, user.id, c.id, 'standard')).lines)).toEqual([`${c.id}:standard`]);
    expect((await removeCartLine(handle.db, user.id, c.id, 'standard')).lines).toEqual([]);
    expect((await removeCartLine(handle.db, user.id, 'junk', 'junk')).lines).toEqual([]);
    await addCartLine(handle.db, user.id, c.id, 'extended');
    await checkoutCart(handle.db, { provider: demoProvider(), siteUrl: 'http://localhost:4321' }, user.id, { idempotencyKey: 'bought', lines: [{ characterId: c.id, plan: 'extended' }] });
    expect((await accountCart(handle.db, user.id)).lines).toEqual([]);
  });

  it('keeps each account to its own cart', async () => {
    const [me, other] = [await insertUser(handle.db), await insertUser(handle.db)];
    const c = await insertCharacter(handle.db);
    await addCartLine(handle.db, other.id, c.id, 'standard');
    expect((await accountCart(handle.db, me.id)).lines).toEqual([]);
  });
});
