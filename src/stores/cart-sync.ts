import { api } from '#/lib/api/client.ts';
import { cartApi } from '#/lib/api/cart.ts';
import { parseCart, type CartLine } from '#/lib/cart.ts';
import { $cart } from './cart.ts';
import { $cartNote } from './cart-note.ts';

/**
 * Signed in, the cart is kept with the account: each line added or removed here is sent at once (one
 * small call per line, so two devices adding at the same time both keep their lines), and the account's
 * lines become the browser's when a page opens. Signed out, the cart stays in localStorage only.
 * Loaded by the session keeper and at sign-in only: pages of signed-out visitors never ship it.
 */
const key = (l: { characterId: string; plan: string }) => `${l.characterId}:${l.plan}`;
/** Whose account the browser's cart mirrors: another (or none) means the browser's lines are still to be merged. */
const OWNER_KEY = 'toonmart-cart-owner';
const owner = () => {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
};
const setOwner = (userId: string | null) => {
  try {
    if (userId) localStorage.setItem(OWNER_KEY, userId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // storage unavailable: the next page merges again, which is harmless
  }
};
let applying = false;
let started = false;
let stopped = false;

function apply(lines: CartLine[]): void {
  applying = true;
  try {
    $cart.set(lines);
  } finally {
    applying = false;
  }
}

/** The account's cart as this browser last heard it: what changed here since is sent when a page opens. */
const SYNCED_KEY = 'toonmart-cart-synced';
const readSynced = (): CartLine[] => {
  try {
    return parseCart(localStorage.getItem(SYNCED_KEY));
  } catch {
    return [];
  }
};
const writeSynced = (lines: CartLine[]) => {
  try {
    localStorage.setItem(SYNCED_KEY, JSON.stringify(lines));
  } catch {
    // storage unavailable: every page then sends its whole cart, which is idempotent
  }
};

async function send(before: readonly CartLine[], after: readonly CartLine[]): Promise<void> {
  const had = new Set(before.map(key));
  const has = new Set(after.map(key));
  const calls = [
    ...after.filter((l) => !had.has(key(l))).map((l) => api(cartApi.addLine, { params: { characterId: l.characterId, plan: l.plan } })),
    ...before.filter((l) => !has.has(key(l))).map((l) => api(cartApi.removeLine, { params: { characterId: l.characterId, plan: l.plan } })),
  ];
  let ok = true;
  for (const result of await Promise.all(calls)) {
    if (result.ok || result.status === 404) continue;
    ok = false;
    // Signed out meanwhile: the browser's cart carries on alone; it is merged at the next sign-in.
    if (result.status === 401) stopped = true;
    else console.error('[cart] could not keep the cart with the account:', result.message);
  }
  if (ok && calls.length) writeSynced($cart.get());
}

/**
 * Every page of a signed-in browser: each change is sent as it happens; what changed here since the
 * last page (or before this one listened) is sent first; then the account's cart becomes the browser's.
 * A browser whose cart is not yet the account's (signed in by the header's form, a social login,
 * another tab) merges instead.
 */
export async function startCartSync(userId: string): Promise<void> {
  if (started) return;
  started = true;
  let previous: readonly CartLine[] = $cart.get();
  const changed = new Map<string, CartLine | null>();
  $cart.listen((lines) => {
    const before = previous;
    previous = lines;
    if (applying || stopped) return;
    for (const l of lines) if (!before.some((b) => key(b) === key(l))) changed.set(key(l), l);
    for (const b of before) if (!lines.some((l) => key(l) === key(b))) changed.set(key(b), null);
    void send(before, lines);
  });
  if (owner() !== userId) await mergeBrowserCart(userId);
  else await send(readSynced(), $cart.get());
  if (stopped) return;
  const result = await api(cartApi.accountCart);
  if (!result.ok) return void (stopped = result.status === 401);
  // Lines added or removed on this page while the account answered were sent already: they win.
  const lines = result.data.lines.filter((l) => changed.get(key(l)) !== null);
  const added = [...changed.values()].filter((l): l is CartLine => l !== null && !lines.some((a) => key(a) === key(l)));
  apply([...lines, ...added]);
  writeSynced($cart.get());
}

/** Sign-in: the browser's cart joins the account's (no duplicates); lines already owned leave it, with a note. */
export async function mergeBrowserCart(userId: string): Promise<void> {
  const result = await api(cartApi.mergeCart, { body: { lines: $cart.get() } });
  if (!result.ok) return console.error('[cart] merge at sign-in failed:', result.message);
  apply(result.data.lines);
  writeSynced(result.data.lines);
  setOwner(userId);
  if (result.data.dropped.length) $cartNote.set(result.data.dropped);
}

/** Sign-out: the cart stays with the account, not in a browser someone else may use next. */
export function forgetBrowserCart(): void {
  apply([]);
  writeSynced([]);
  setOwner(null);
}
