import { and, asc, eq, inArray } from 'drizzle-orm';
import { MAX_CART_LINES, PLANS, type CartLine, type Plan } from '#/lib/cart.ts';
import type { CartNote } from '#/lib/api/cart.ts';
import type { Database, DbOrTx } from '#/server/db/open.ts';
import { cartLines, characters, entitlements } from '#/server/db/schema.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { isUuid } from '#/lib/ids.ts';

type Wanted = { characterId: string; plan: string; addedAt?: number };
const isPlan = (plan: string): plan is Plan => (PLANS as readonly string[]).includes(plan);
const key = (l: { characterId: string; plan: string }) => `${l.characterId}:${l.plan}`;

/** The account's lines of published characters, oldest first (the browser's order), with their titles. */
async function stored(db: DbOrTx, userId: string) {
  return db
    .select({ characterId: cartLines.characterId, plan: cartLines.plan, addedAt: cartLines.addedAt, title: characters.title })
    .from(cartLines)
    .innerJoin(characters, and(eq(characters.id, cartLines.characterId), eq(characters.status, 'published')))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.characterId));
}

async function ownedKeys(db: DbOrTx, userId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ characterId: entitlements.characterId, plan: entitlements.plan }).from(entitlements).where(and(eq(entitlements.userId, userId), inArray(entitlements.characterId, ids)));
  return new Set(rows.map(key));
}

/**
 * The account's cart as the browser keeps it. Lines the shopper has since bought (on any device) leave
 * it here, so a paid order never comes back into the cart; they are named in `dropped`.
 */
async function settle(db: DbOrTx, userId: string): Promise<{ lines: CartLine[]; dropped: CartNote[] }> {
  const lines = await stored(db, userId);
  const owned = await ownedKeys(db, userId, [...new Set(lines.map((l) => l.characterId))]);
  const bought = lines.filter((l) => owned.has(key(l)));
  for (const l of bought) await db.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.characterId, l.characterId), eq(cartLines.plan, l.plan)));
  return {
    lines: lines.filter((l) => !owned.has(key(l))).slice(-MAX_CART_LINES).map((l) => ({ characterId: l.characterId, plan: l.plan, addedAt: l.addedAt.getTime() })),
    dropped: bought.map((l) => ({ characterId: l.characterId, plan: l.plan, title: l.title })),
  };
}

export async function accountCart(db: Database, userId: string): Promise<{ lines: CartLine[] }> {
  return { lines: (await settle(db, userId)).lines };
}

/** Valid lines only: a uuid, a plan, once each, at most a cart's worth; unknown characters fail the foreign key, so they are checked. */
async function published(db: DbOrTx, wanted: Wanted[]): Promise<Wanted[]> {
  const ids = [...new Set(wanted.map((l) => l.characterId).filter(isUuid))];
  if (!ids.length) return [];
  const found = new Set((await db.select({ id: characters.id }).from(characters).where(and(inArray(characters.id, ids), eq(characters.status, 'published')))).map((c) => c.id));
  const seen = new Set<string>();
  return wanted.filter((l) => found.has(l.characterId) && isPlan(l.plan) && !seen.has(key(l)) && seen.add(key(l))).slice(0, MAX_CART_LINES);
}

async function insertLines(db: DbOrTx, userId: string, lines: Wanted[]): Promise<void> {
  if (!lines.length) return;
  const now = Date.now();
  await db
    .insert(cartLines)
    .values(lines.map((l) => ({ userId, characterId: l.characterId, plan: l.plan as Plan, addedAt: new Date(Math.min(l.addedAt ?? now, now)) })))
    .onConflictDoNothing();
}

/**
 * Sign-in: the browser's cart joins the account's. A line in both is kept once (the account's);
 * unknown or withdrawn characters are skipped; lines the shopper already owns leave the cart and are
 * named in `dropped` so the page can say so. Idempotent: a second merge of the same lines changes nothing.
 */
export async function mergeCart(db: Database, userId: string, browser: Wanted[]): Promise<{ lines: CartLine[]; dropped: CartNote[] }> {
  const valid = await published(db, browser.slice(0, MAX_CART_LINES * 2));
  return db.transaction(async (tx) => {
    await insertLines(tx, userId, valid);
    return settle(tx, userId);
  });
}

export async function addCartLine(db: Database, userId: string, characterId: string, plan: string): Promise<{ lines: CartLine[] }> {
  const [line] = await published(db, [{ characterId, plan }]);
  if (!line) throw new AppError('NOT_FOUND', 'This character is not in the catalogue.');
  await insertLines(db, userId, [line]);
  return accountCart(db, userId);
}

export async function removeCartLine(db: Database, userId: string, characterId: string, plan: string): Promise<{ lines: CartLine[] }> {
  if (isUuid(characterId) && isPlan(plan)) {
    await db.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.characterId, characterId), eq(cartLines.plan, plan)));
  }
  return accountCart(db, userId);
}
