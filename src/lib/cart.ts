import { z } from './zod.ts';

export { CART_STORAGE_KEY } from './cart-storage-key.ts';
export const PLANS = ['standard', 'extended'] as const;
export type Plan = (typeof PLANS)[number];
export const MAX_CART_LINES = 50;

/**
 * A line names only what the shopper chose. Prices are never taken from the
 * cart: the server prices every line again at checkout, so a tampered value
 * cannot change what is paid.
 */
export const cartLineSchema = z.object({
  characterId: z.string().min(1).max(64),
  plan: z.enum(PLANS),
  addedAt: z.number().int().nonnegative(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Reads a stored cart; a stale, foreign or tampered value yields the lines that are still valid. */
export function parseCart(raw: string | undefined | null): CartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    const parsed = cartLineSchema.safeParse(item);
    if (!parsed.success) continue;
    const key = `${parsed.data.characterId}:${parsed.data.plan}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(parsed.data);
    if (lines.length === MAX_CART_LINES) break;
  }
  return lines;
}

export function addLine(lines: CartLine[], characterId: string, plan: Plan, now = Date.now()): CartLine[] {
  if (lines.some((l) => l.characterId === characterId && l.plan === plan)) return lines;
  return [...lines, { characterId, plan, addedAt: now }].slice(-MAX_CART_LINES);
}

export function removeLine(lines: CartLine[], characterId: string, plan: Plan): CartLine[] {
  return lines.filter((l) => !(l.characterId === characterId && l.plan === plan));
}
