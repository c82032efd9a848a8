import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { SETTINGS_DEFAULTS } from '#/lib/settings.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { auditLog, users } from '#/server/db/schema.ts';
import { one } from '#/server/db/rows.ts';
import { BUS_CHANNEL, onBusMessage, type BusMessage } from '#/server/cache/bus.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { getSettings, mergeSettings, saveSettings } from './settings.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function admin(db: DatabaseHandle['db']): Promise<Actor> {
  const row = one(await db.insert(users).values({ email: `admin-${Math.random().toString(36).slice(2, 8)}@toonmart.test`, name: 'Admin', role: 'admin' }).returning());
  return { id: row.id, email: row.email, role: row.role, ip: '198.51.100.4' };
}

describe(`store settings on ${testDatabaseKind}`, () => {
  it('starts from the spec defaults, and a stored value that no longer validates falls back to its default', () => {
    expect(mergeSettings([])).toEqual(SETTINGS_DEFAULTS);
    expect(mergeSettings([{ key: 'storeName', value: 'Toon Depot' }, { key: 'creditValueCents', value: -5 }, { key: 'unknown', value: 1 }]))
      .toEqual({ ...SETTINGS_DEFAULTS, storeName: 'Toon Depot' });
  });

  it('saves only what changed, audits it before → after, and drops every cached copy (bus message and NOTIFY at commit)', async () => {
    handle = await createTestDb();
    const db = handle.db;
    const actor = await admin(db);
    expect((await getSettings(db)).popupTitle).toBe('Free Sample Characters'); // now memoised
    const heard: BusMessage[] = [];
    const stop = onBusMessage((m) => heard.push(m));
    const notified: string[] = [];
    if (handle.listen) await handle.listen(BUS_CHANNEL, (payload) => notified.push(payload));
    try {
      const result = await saveSettings(db, actor, { ...SETTINGS_DEFAULTS, popupTitle: 'Free characters this week', creditValueCents: 90, confirm: true });
      expect(result.changed).toEqual(['creditValueCents', 'popupTitle']);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      stop();
    }
    expect((await getSettings(db)).popupTitle).toBe('Free characters this week');
    expect(heard).toContainEqual({ kind: 'settings' });
    if (handle.listen) expect(notified).toContain('{"kind":"settings"}');
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({ action: 'update', entity: 'setting', actorEmail: actor.email, ip: '198.51.100.4' });
    expect(entry?.changes).toEqual({ creditValueCents: { before: 100, after: 90 }, popupTitle: { before: 'Free Sample Characters', after: 'Free characters this week' } });
  });

  it('refuses a change of prices or royalties without confirmation, naming what it changes; saves it confirmed', async () => {
    handle = await createTestDb();
    const actor = await admin(handle.db);
    const change = { ...SETTINGS_DEFAULTS, creditValueCents: 120, royaltyPercent: 60 };
    const refused = await saveSettings(handle.db, actor, change).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'CONFIRMATION_REQUIRED', status: 409 });
    const texts = (refused as { details: { changes: { key: string; text: string }[] } }).details.changes.map((c) => c.text);
    expect(texts[0]).toMatch(/^Credit value 100¢ → 120¢: credit-priced items will cost customers 20% more in dollars/);
    expect(texts[1]).toMatch(/^Artists' default share 50 % → 60 %/);
    expect((await getSettings(handle.db)).creditValueCents).toBe(100);
    expect(await handle.db.select().from(auditLog)).toEqual([]);
    // A change that moves no money needs no confirmation.
    expect((await saveSettings(handle.db, actor, { ...SETTINGS_DEFAULTS, storeName: 'Toon Depot' })).changed).toEqual(['storeName']);
    const saved = await saveSettings(handle.db, actor, { ...change, storeName: 'Toon Depot', confirm: true });
    expect(saved.changed).toEqual(['creditValueCents', 'royaltyPercent']);
    expect((await getSettings(handle.db)).royaltyPercent).toBe(60);
  });

  it('writes nothing and audits nothing when nothing changed', async () => {
    handle = await createTestDb();
    const actor = await admin(handle.db);
    expect((await saveSettings(handle.db, actor, SETTINGS_DEFAULTS)).changed).toEqual([]);
    expect(await handle.db.select().from(auditLog)).toEqual([]);
  });
});
