import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import type { Database } from '#/server/db/open.ts';
import { artistProfiles, characterTypes, coupons, users, type CouponRow } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import type { CouponInput } from '#/lib/api/coupons.ts';
import { isUuid } from '#/lib/ids.ts';
import { describeCoupon } from './rules.ts';

export type CouponView = Omit<CouponRow, 'startsAt' | 'endsAt' | 'createdAt'> & { startsAt: string | null; endsAt: string | null; createdAt: string; summary: string };

const view = (c: CouponRow): CouponView => ({
  ...c,
  startsAt: c.startsAt?.toISOString() ?? null,
  endsAt: c.endsAt?.toISOString() ?? null,
  createdAt: c.createdAt.toISOString(),
  summary: describeCoupon(c),
});

export async function listCoupons(db: Database): Promise<CouponView[]> {
  return (await db.select().from(coupons).orderBy(desc(coupons.createdAt)).limit(500)).map(view);
}

/** Contributors a coupon can be restricted to, by the name shoppers see (their profile's, else their account's). */
export async function couponArtists(db: Database): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, display: artistProfiles.displayName })
    .from(users)
    .leftJoin(artistProfiles, eq(artistProfiles.userId, users.id))
    .where(eq(users.role, 'contributor'))
    .orderBy(asc(users.name))
    .limit(500);
  return rows.map((r) => ({ id: r.id, name: r.display ?? r.name }));
}

/** The admin coupons page: every coupon, and the character types and artists a coupon can be restricted to. */
export async function couponsPage(db: Database) {
  const types = await db.select({ id: characterTypes.id, name: characterTypes.name }).from(characterTypes).orderBy(asc(characterTypes.position), asc(characterTypes.name));
  return { coupons: await listCoupons(db), types, artists: await couponArtists(db) };
}

/** An admin creates a code; a code already taken is a 409 that says so. Audited with the change. */
export async function createCoupon(db: Database, actor: Actor, input: CouponInput): Promise<CouponView> {
  return db.transaction(async (tx) => {
    if (input.artistIds.length) {
      // An id that is no contributor would restrict the coupon to nothing: refuse it rather than save a dead code.
      const found = await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, input.artistIds), eq(users.role, 'contributor')));
      if (found.length !== new Set(input.artistIds).size) throw new AppError('VALIDATION_FAILED', 'Each artist of a restriction must be a contributor account.');
    }
    const [row] = await tx
      .insert(coupons)
      .values({ ...input, startsAt: input.startsAt ?? null, endsAt: input.endsAt ?? null, maxUses: input.maxUses ?? null, perCustomer: input.perCustomer ?? null, minTotal: input.minTotal ?? 0, createdBy: actor.id })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', `The code ${input.code} is already taken. Choose another one.`);
    await writeAudit(tx, actor, { action: 'create_coupon', entity: 'coupon', entityId: row.id, summary: `Created coupon ${row.code} (${describeCoupon(row)}${row.artistIds.length ? `, for ${row.artistIds.length} artist(s)` : ''})`, changes: input });
    return view(row);
  });
}

/** Switches a coupon off (no new uses; orders already placed keep their discount) or back on. */
export async function setCouponActive(db: Database, actor: Actor, id: string, active: boolean): Promise<CouponView> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'No such coupon.');
  return db.transaction(async (tx) => {
    const [row] = await tx.update(coupons).set({ active }).where(eq(coupons.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'No such coupon.');
    await writeAudit(tx, actor, { action: active ? 'activate_coupon' : 'deactivate_coupon', entity: 'coupon', entityId: id, summary: `${active ? 'Activated' : 'Deactivated'} coupon ${row.code}` });
    return view(row);
  });
}
