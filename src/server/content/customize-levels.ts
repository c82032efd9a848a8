import { asc, eq } from 'drizzle-orm';
import type { CustomizeLevelInput } from '#/lib/admin-schemas.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import { one } from '#/server/db/rows.ts';
import type { Database } from '#/server/db/open.ts';
import { customizeLevels, type CustomizeLevelRow } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';

/** The custom-character levels (name, description, price, image, turnaround); the jobs feature orders against them. */
function toRow(input: CustomizeLevelInput) {
  const { priceDollars, formats, ...rest } = input;
  return {
    ...rest,
    priceCents: Math.round(priceDollars * 100),
    formats: formats.split(',').map((f) => f.trim().toUpperCase()).filter(Boolean),
  };
}

export function listCustomizeLevels(db: Database, options: { activeOnly?: boolean } = {}): Promise<CustomizeLevelRow[]> {
  const query = db.select().from(customizeLevels);
  return (options.activeOnly ? query.where(eq(customizeLevels.active, true)) : query).orderBy(asc(customizeLevels.position), asc(customizeLevels.priceCents));
}

export async function getCustomizeLevel(db: Database, id: string): Promise<CustomizeLevelRow | null> {
  const [row] = await db.select().from(customizeLevels).where(eq(customizeLevels.id, id)).limit(1);
  return row ?? null;
}

export async function createCustomizeLevel(db: Database, actor: Actor, input: CustomizeLevelInput, imageKey?: string) {
  const [taken] = await db.select({ id: customizeLevels.id }).from(customizeLevels).where(eq(customizeLevels.slug, input.slug)).limit(1);
  if (taken) throw new AppError('CONFLICT', `A level with the slug "${input.slug}" exists already.`);
  return db.transaction(async (tx) => {
    const row = one(await tx.insert(customizeLevels).values({ ...toRow(input), imageKey: imageKey ?? null }).returning());
    await writeAudit(tx, actor, { action: 'create', entity: 'customize_level', entityId: row.id, summary: `Created level ${row.name}`, after: row });
    return row;
  });
}

export async function updateCustomizeLevel(db: Database, actor: Actor, id: string, input: CustomizeLevelInput, imageKey?: string) {
  const current = await getCustomizeLevel(db, id);
  if (!current) throw new AppError('NOT_FOUND', 'No such customize level.');
  const row = await db.transaction(async (tx) => {
    const updated = one(await tx.update(customizeLevels).set({ ...toRow(input), ...(imageKey ? { imageKey } : {}), updatedAt: new Date() }).where(eq(customizeLevels.id, id)).returning());
    await writeAudit(tx, actor, {
      action: 'update', entity: 'customize_level', entityId: id, summary: `Updated level ${updated.name}`,
      before: current, after: updated,
    });
    return updated;
  });
  return { row, replaced: imageKey && current.imageKey ? [current.imageKey] : [] };
}
