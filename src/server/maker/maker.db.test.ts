import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '#test-support/test-db.ts';
import { insertUser } from '#test-support/factories/catalogue.ts';
import { encodeDesign } from '#/lib/maker/design.ts';
import { FIRST_DESIGN } from '#/lib/maker/draw.ts';
import { SETTINGS_DEFAULTS } from '#/lib/settings.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { characters, entitlements, orders, tasks } from '#/server/db/schema.ts';
import { checkoutCart, confirmDemoPayment } from '#/server/settlement/index.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import { saveSettings } from '#/server/settings/settings.ts';
import { quoteCart } from '#/server/commerce/quote.ts';
import { PREPARE_MAKER_FILES } from './fulfilment.ts';
import { buyDesign, deleteDesign, filesOf, listDesigns, saveDesignFrom } from './index.ts';

const demo = { provider: demoProvider(), siteUrl: 'http://localhost:4321' };
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

const fox = { ...FIRST_DESIGN, name: 'Captain Fox', kind: 'animal' as const, body: 'animal', head: 'fox', hat: 'pirate', hair: undefined };

describe('the character maker on the server', () => {
  it('saves designs to the account once each, lists them newest first and deletes only the owner\'s', async () => {
    const buyer = await insertUser(handle.db);
    const other = await insertUser(handle.db);
    const first = await saveDesignFrom(handle.db, buyer.id, FIRST_DESIGN);
    await saveDesignFrom(handle.db, buyer.id, fox);
    await saveDesignFrom(handle.db, buyer.id, FIRST_DESIGN);
    const list = await listDesigns(handle.db, buyer.id);
    expect(list.map((d) => d.name)).toEqual(['My character', 'Captain Fox']);
    expect(list[0]!.code).toBe(encodeDesign(FIRST_DESIGN));
    await expect(deleteDesign(handle.db, other.id, first.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(saveDesignFrom(handle.db, buyer.id, { ...fox, hat: 'crown-of-doom' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await deleteDesign(handle.db, buyer.id, first.id);
    expect((await listDesigns(handle.db, buyer.id)).map((d) => d.name)).toEqual(['Captain Fox']);
  });

  it('a design becomes one unlisted character at the settings price; bought by card it is granted, its files queued, and never charged twice', async () => {
    const admin = await insertUser(handle.db, { role: 'admin' });
    await saveSettings(handle.db, { id: admin.id, email: admin.email, role: 'admin' } as never, { ...SETTINGS_DEFAULTS, makerStandardCents: 1500, makerExtendedCents: 4500 });
    const buyer = await insertUser(handle.db);
    const made = await buyDesign(handle.db, buyer.id, fox);
    expect(made).toMatchObject({ title: 'Captain Fox', owned: [], prices: { standard: 1500, extended: 4500 } });
    expect((await buyDesign(handle.db, buyer.id, fox)).characterId).toBe(made.characterId);
    const [row] = await handle.db.select().from(characters).where(eq(characters.id, made.characterId));
    expect(row).toMatchObject({ status: 'draft', priceType: 'currency', priceStandard: 1500 });

    const lines = [{ characterId: made.characterId, plan: 'standard' as const }];
    expect((await quoteCart(handle.db, lines)).lines).toHaveLength(1);
    const placed = await checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: 'maker-1', lines });
    expect(placed).toMatchObject({ status: 'pending', totalCents: 1500 });
    await expect(filesOf(handle.db, buyer, made.characterId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await confirmDemoPayment(handle.db, buyer.id, placed.orderId)).toEqual({ fulfilled: true });
    expect(await handle.db.select().from(entitlements).where(eq(entitlements.userId, buyer.id))).toHaveLength(1);
    const queued = await handle.db.select().from(tasks).where(eq(tasks.kind, PREPARE_MAKER_FILES));
    expect(queued.map((t) => t.payload)).toEqual([{ characterIds: [made.characterId] }]);
    expect(await filesOf(handle.db, buyer, made.characterId)).toMatchObject({ title: 'Captain Fox', done: false });

    // The same design again: the buyer already owns it, so there is nothing to pay.
    expect((await buyDesign(handle.db, buyer.id, fox)).owned).toEqual(['standard']);
    await expect(checkoutCart(handle.db, demo, buyer.id, { idempotencyKey: 'maker-2', lines })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await handle.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
  });
});
