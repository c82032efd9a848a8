import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { insertCharacter, insertUser } from '#test-support/factories/catalogue.ts';
import { SETTINGS_DEFAULTS } from '#/lib/settings.ts';
import { quoteCart } from '#/server/commerce/quote.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { lineNetCents } from '#/server/royalties/ledger.ts';
import { creditValueCents } from './credit-value.ts';
import { creditValueIn } from './credit-value-in.ts';
import { saveSettings } from './settings.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe(`the credit value setting on ${testDatabaseKind}`, () => {
  it('changes a quote, a dollar price in credits and a credit sale\'s value as soon as it is saved', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const staff = await insertUser(db, { role: 'admin' });
    const actor = { id: staff.id, email: staff.email, role: staff.role };
    const byCredits = await insertCharacter(db, { priceType: 'credits', priceStandard: 10 });
    const byDollars = await insertCharacter(db, { priceType: 'currency', priceStandard: 4900 });
    const lines = [{ characterId: byCredits.id, plan: 'standard' }, { characterId: byDollars.id, plan: 'standard' }];

    const before = await quoteCart(db, lines); // memoises the settings
    expect(before.creditValueCents).toBe(100);
    expect(before.lines.map((l) => [l.credits, l.cents])).toEqual([[10, 1000], [49, 4900]]);

    await saveSettings(db, actor, { ...SETTINGS_DEFAULTS, creditValueCents: 250, confirm: true });
    const after = await quoteCart(db, lines);
    expect(after.creditValueCents).toBe(250);
    expect(after.lines.map((l) => [l.credits, l.cents])).toEqual([[10, 2500], [20, 4900]]);
    // What is charged stays in each line's own unit: 10 credits and $49.
    expect([after.totalCredits, after.totalCents]).toEqual([10, 4900]);

    expect(await creditValueCents(db)).toBe(250);
    expect(await db.transaction((tx) => creditValueIn(tx))).toBe(250);
    expect(lineNetCents({ line: { currency: 'credits' }, credits: 10, cents: 0 }, await creditValueCents(db))).toBe(2500);
  });

  it('reads the default inside a transaction when nobody changed it', async () => {
    handle = await createTestDb();
    expect(await handle.db.transaction((tx) => creditValueIn(tx))).toBe(SETTINGS_DEFAULTS.creditValueCents);
  });
});
