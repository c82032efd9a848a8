import { sql } from 'drizzle-orm';
import type { Actor } from '#/server/admin/actor.ts';
import { writeAudit } from '#/server/admin/audit.ts';
import type { Database } from '#/server/db/open.ts';
import { royaltyRates, users } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';

/** An admin sets an artist's share from now on (earlier sales keep the rate they were made at); audited. */
export async function setRoyaltyRate(db: Database, actor: Actor, input: { email: string; percent: number }): Promise<{ artistId: string; percent: number }> {
  const [artist] = await db.select({ id: users.id, role: users.role }).from(users).where(sql`lower(${users.email}) = lower(${input.email})`);
  if (!artist || artist.role !== 'contributor') throw new AppError('NOT_FOUND', 'No artist (contributor account) has this email.');
  return db.transaction(async (tx) => {
    await tx.insert(royaltyRates).values({ artistId: artist.id, percent: input.percent, setBy: actor.id });
    await writeAudit(tx, actor, { action: 'set_royalty_rate', entity: 'royalty_rate', entityId: artist.id, summary: `Royalty rate of ${input.email} set to ${input.percent} %` });
    return { artistId: artist.id, percent: input.percent };
  });
}
