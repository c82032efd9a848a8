import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { QuotedLine } from '#/lib/api/cart.ts';
import { DEFAULT_CREDIT_VALUE_CENTS, planPrice } from '#/lib/pricing.ts';
import { checkCoupon, type AppliedCoupon } from '#/server/coupons/redeem.ts';
import type { DbOrTx } from '#/server/db/open.ts';
import { characters } from '#/server/db/schema.ts';
import { isUuid } from '#/lib/ids.ts';

/** Characters a cart may hold: published ones, and those made in the maker (drafts, never listed, sold all the same). */
export const sellable = or(eq(characters.status, 'published'), sql`EXISTS (SELECT 1 FROM maker_characters m WHERE m.character_id = ${characters.id})`)!;

// typeId and artistId are for coupon restrictions only: they never leave the server.
export type PricedLine = QuotedLine & { typeId: string; artistId: string | null };

/**
 * Prices a cart from the database only: the client names characters and plans,
 * never amounts. Unknown, unpublished (except maker characters) or malformed lines are dropped and counted.
 */
export async function priceLines(db: DbOrTx, lines: { characterId: string; plan: string }[], creditValue = DEFAULT_CREDIT_VALUE_CENTS): Promise<{ lines: PricedLine[]; dropped: number }> {
  const ids = [...new Set(lines.map((l) => l.characterId).filter((id) => isUuid(id)))];
  const found = ids.length
    ? await db
        .select({
          id: characters.id,
          slug: characters.slug,
          title: characters.title,
          kind: characters.kind,
          typeId: characters.typeId,
          // A coupon restricted to artists matches the character's artist, else its owner (staff-made for a contributor).
          artistId: sql<string | null>`coalesce(${characters.artistId}, ${characters.ownerId})`,
          priceType: characters.priceType,
          priceStandard: characters.priceStandard,
          priceExtended: characters.priceExtended,
          discountPercent: characters.discountPercent,
        })
        .from(characters)
        .where(and(inArray(characters.id, ids), sellable))
    : [];
  const byId = new Map(found.map((c) => [c.id, c]));
  const seen = new Set<string>();
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const character = byId.get(line.characterId);
    const key = `${line.characterId}:${line.plan}`;
    if (!character || seen.has(key) || (line.plan !== 'standard' && line.plan !== 'extended')) continue;
    seen.add(key);
    const price = planPrice(character, line.plan, creditValue);
    const { slug, title, kind, typeId, artistId, priceType } = character;
    priced.push({ characterId: character.id, plan: line.plan, slug, title, kind, typeId, artistId, priceType, ...price });
  }
  return { lines: priced, dropped: lines.length - priced.length };
}

// Each line is paid in the unit of its price: the two totals are never added together.
export const creditsOf = (lines: QuotedLine[]) => lines.filter((l) => l.priceType === 'credits').reduce((sum, l) => sum + l.credits, 0);
export const centsOf = (lines: QuotedLine[]) => lines.filter((l) => l.priceType === 'currency').reduce((sum, l) => sum + l.cents, 0);

/** A typed coupon code against priced lines: the coupon applied, or the message saying why not (none asked: both null). */
export async function couponFor(db: DbOrTx, code: string | undefined, userId: string | null, lines: PricedLine[]): Promise<{ applied: AppliedCoupon | null; error: string | null }> {
  if (!code?.trim()) return { applied: null, error: null };
  const verdict = await checkCoupon(db, code, userId, lines);
  if (!verdict.ok || !verdict.coupon) return { applied: null, error: verdict.ok ? null : verdict.message };
  return { applied: { coupon: verdict.coupon, discount: verdict.discount, summary: verdict.summary }, error: null };
}
