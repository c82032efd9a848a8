import { inArray } from 'drizzle-orm';
import * as env from 'astro:env/server';
import { SETTING_KEYS, SETTINGS_DEFAULTS, storeSettingsSchema, type SaveSettings, type SettingKey, type StoreSettings } from '#/lib/settings.ts';
import { settingsImpact } from '#/lib/settings-impact.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { broadcast } from '#/server/cache/bus.ts';
import { invalidateCatalogue } from '#/server/cache/invalidate.ts';
import { cachedRead, forgetCached } from '#/server/db/read-cache.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { storeSettings } from '#/server/db/schema.ts';

const CACHE_KEY = 'store-settings';

/** Stored values over the defaults; a stored value that no longer validates (an old format) falls back to its default. */
export function mergeSettings(rows: { key: string; value: unknown }[]): StoreSettings {
  const merged: Record<string, unknown> = { ...SETTINGS_DEFAULTS };
  for (const row of rows) if ((SETTING_KEYS as string[]).includes(row.key)) merged[row.key] = row.value;
  const parsed = storeSettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  for (const key of bad) merged[key] = SETTINGS_DEFAULTS[key as SettingKey];
  return merged as StoreSettings;
}

async function loadSettings(db: DbOrTx): Promise<StoreSettings> {
  return mergeSettings(await db.select({ key: storeSettings.key, value: storeSettings.value }).from(storeSettings));
}

/**
 * The settings every page reads: memoised per process (src/server/db/read-cache.ts). A change
 * anywhere reaches every process through the cache bus (the table's trigger sends NOTIFY at
 * commit), which drops the memo, so no restart is needed.
 */
export function getSettings(db: Database): Promise<StoreSettings> {
  return cachedRead(db, CACHE_KEY, () => loadSettings(db));
}

/**
 * Saves the fields that changed, with one audit entry (before → after per field), in one transaction.
 * A change that moves prices or royalties is refused (409 CONFIRMATION_REQUIRED, with what it
 * changes in `details.changes`) unless `confirm` is set: the diff is taken against the stored
 * values, so a form opened before someone else's change cannot confirm a change it did not show.
 */
export async function saveSettings(db: Database, actor: Actor, request: SaveSettings): Promise<{ settings: StoreSettings; changed: SettingKey[] }> {
  const { confirm, ...input } = request;
  const result = await db.transaction(async (tx) => {
    // Two admins saving at once: the second waits for the first and diffs against its result.
    await tx.select({ key: storeSettings.key }).from(storeSettings).where(inArray(storeSettings.key, SETTING_KEYS)).for('update');
    const before = await loadSettings(tx);
    const changed = SETTING_KEYS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(input[key]));
    if (!changed.length) return { settings: before, changed };
    const impact = settingsImpact(before, input);
    if (impact.length && !confirm) throw new AppError('CONFIRMATION_REQUIRED', undefined, { details: { changes: impact } });
    const now = new Date();
    for (const key of changed) {
      await tx.insert(storeSettings).values({ key, value: input[key], updatedBy: actor.id, updatedAt: now })
        .onConflictDoUpdate({ target: storeSettings.key, set: { value: input[key], updatedBy: actor.id, updatedAt: now } });
    }
    const pick = (s: StoreSettings) => Object.fromEntries(changed.map((key) => [key, s[key]]));
    await writeAudit(tx, actor, { action: 'update', entity: 'setting', entityId: changed.join(','), summary: `Changed ${changed.length === 1 ? 'the setting' : 'the settings'} ${changed.join(', ')}${impact.length ? ' (confirmed: ' + impact.map((c) => c.text.split(':')[0]).join('; ') + ')' : ''}`, before: pick(before), after: pick(input) });
    // Store name, SEO defaults and the banner are on every page.
    await invalidateCatalogue(tx);
    await broadcast(tx, { kind: 'settings' });
    return { settings: input, changed };
  });
  forgetCached(db, CACHE_KEY);
  return result;
}

/** Read-only, from the environment: which payment provider takes money and whether it is configured. */
export function paymentStatus(): { provider: string; configured: boolean; detail: string } {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    const configured = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
    return { provider: 'Stripe', configured, detail: configured ? 'Secret key and webhook secret are set.' : 'STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is missing.' };
  }
  return { provider: 'Demo', configured: true, detail: 'Payments are simulated: no money moves (PAYMENT_PROVIDER is not "stripe").' };
}
