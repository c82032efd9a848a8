import { and, eq, inArray } from 'drizzle-orm';
import type { CartLine } from '../../lib/cart.ts';
import { planPrice } from '../../lib/pricing.ts';
import type { Database } from '../db/open.ts';
import { characters } from '../db/schema.ts';

export type QuotedLine = {
  characterId: string;
  plan: 'standard' | 'extended';
  slug: string;
  title: string;
  kind: 'graphi' | 'graphiSet';
  priceType: 'credits' | 'currency' | 'free';
  credits: number;
  cents: number;
  listCents: number;
};
export type Quote = { lines: QuotedLine[]; dropped: number; totalCredits: number; totalCents: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Prices a cart from the database only: the client names characters and plans,
 * never amounts. Unknown, unpublished or malformed lines are dropped and counted.
 */
export async function quoteCart(db: Database, lines: Pick<CartLine, 'characterId' | 'plan'>[]): Promise<Quote> {
  const ids = [...new Set(lines.map((l) => l.characterId).filter((id) => UUID.test(id)))];
  const found = ids.length
    ? await db
        .select({
          id: characters.id,
          slug: characters.slug,
          title: characters.title,
          kind: characters.kind,
          priceType: characters.priceType,
          priceStandard: characters.priceStandard,
          priceExtended: characters.priceExtended,
          discountPercent: characters.discountPercent,
        })
        .from(characters)
        .where(and(inArray(characters.id, ids), eq(characters.status, 'published')))
    : [];
  const byId = new Map(found.map((c) => [c.id, c]));
  const seen = new Set<string>();
  const quoted: QuotedLine[] = [];
  for (const line of lines) {
    const character = byId.get(line.characterId);
    const key = `${line.characterId}:${line.plan}`;
    if (!character || seen.has(key) || (line.plan !== 'standard' && line.plan !== 'extended')) continue;
    seen.add(key);
    const price = planPrice(character, line.plan);
    quoted.push({ characterId: character.id, plan: line.plan, slug: character.slug, title: character.title, kind: character.kind, priceType: character.priceType, ...price });
  }
  return {
    lines: quoted,
    dropped: lines.length - quoted.length,
    totalCredits: quoted.reduce((sum, l) => sum + l.credits, 0),
    totalCents: quoted.reduce((sum, l) => sum + l.cents, 0),
  };
}
