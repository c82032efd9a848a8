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
      const result = await saveSettings(db, actor, { ...SETTINGS_DEFAULTS, popupTitle: 'Free characters this week', creditValueCents: 90 });
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

  it('writes nothing and audits nothing when nothing changed', async () => {
    handle = await createTestDb();
    const actor = await admin(handle.db);
    expect((await saveSettings(handle.db, actor, SETTINGS_DEFAULTS)).changed).toEqual([]);
    expect(await handle.db.select().from(auditLog)).toEqual([]);
  });
});
