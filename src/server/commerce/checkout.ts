import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { entitlements, orderLines, orders } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { addCredits, lockAccount, type DbOrTx } from './credits.ts';
import { quoteCart, type QuotedLine } from './quote.ts';

export type CheckoutInput = { lines: { characterId: string; plan: 'standard' | 'extended' }[]; idempotencyKey: string };
export type CheckoutResult = { orderId: string; totalCredits: number; balance: number; lines: number; repeated: boolean };

async function owned(tx: DbOrTx, userId: string, lines: QuotedLine[]): Promise<Set<string>> {
  if (!lines.length) return new Set();
  const rows = await tx
    .select({ characterId: entitlements.characterId, plan: entitlements.plan })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), inArray(entitlements.characterId, lines.map((l) => l.characterId))));
  return new Set(rows.map((r) => `${r.characterId}:${r.plan}`));
}

async function previous(tx: DbOrTx, userId: string, idempotencyKey: string, balance: number): Promise<CheckoutResult | null> {
  const [order] = await tx.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  if (!order) return null;
  if (order.kind !== 'characters') throw new AppError('CONFLICT', 'This idempotency key belongs to another order.');
  const lines = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.id));
  return { orderId: order.id, totalCredits: order.totalCredits, balance, lines: lines.length, repeated: true };
}

/**
 * Pays a cart with credits in one transaction: the user's credit account is
 * locked, the cart priced from the database, already-owned lines skipped, the
 * credits debited (never below zero) and entitlements granted. Repeating a
 * request with the same idempotency key returns the first order and spends nothing.
 */
export async function checkoutWithCredits(db: Database, userId: string, input: CheckoutInput): Promise<CheckoutResult> {
  return db.transaction(async (tx) => {
    const balance = await lockAccount(tx, userId);
    const earlier = await previous(tx, userId, input.idempotencyKey, balance);
    if (earlier) return earlier;
    const quote = await quoteCart(tx as unknown as Database, input.lines);
    const have = await owned(tx, userId, quote.lines);
    const lines = quote.lines.filter((l) => !have.has(`${l.characterId}:${l.plan}`));
    if (!lines.length) throw new AppError('CONFLICT', 'Nothing left to pay: the cart is empty or you already own everything in it.');
    const total = lines.reduce((sum, l) => sum + l.credits, 0);
    if (total > balance) {
      throw new AppError('INSUFFICIENT_CREDITS', `This order costs ${total} credits and your balance is ${balance}. Buy a credit pack and try again.`);
    }
    const [order] = await tx
      .insert(orders)
      .values({ userId, kind: 'characters', status: 'paid', idempotencyKey: input.idempotencyKey, totalCredits: total, provider: 'credits', paidAt: new Date() })
      .returning({ id: orders.id });
    if (!order) throw new AppError('INTERNAL');
    await tx.insert(orderLines).values(lines.map((l) => ({ orderId: order.id, characterId: l.characterId, plan: l.plan, title: l.title, credits: l.credits, cents: l.cents })));
    const after = total > 0 ? await addCredits(tx, userId, -total, 'purchase', order.id) : balance;
    await tx
      .insert(entitlements)
      .values(lines.map((l) => ({ userId, characterId: l.characterId, plan: l.plan, orderId: order.id })))
      .onConflictDoNothing();
    return { orderId: order.id, totalCredits: total, balance: after, lines: lines.length, repeated: false };
  });
}
