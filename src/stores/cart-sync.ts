import { api } from '#/lib/api/client.ts';
import { cartApi } from '#/lib/api/cart.ts';
import type { CartLine } from '#/lib/cart.ts';
import { $cart } from './cart.ts';
import { $cartNote } from './cart-note.ts';

/**
 * Signed in, the cart is kept with the account: the account's lines become the browser's when a page
 * opens, and each line added or removed here is sent at once (one small call per line, so two devices
 * adding at the same time both keep their lines). Signed out, the cart stays in localStorage only.
 * Loaded by the session keeper and at sign-in only: pages of signed-out visitors never ship it.
 */
const key = (l: { characterId: string; plan: string }) => `${l.characterId}:${l.plan}`;
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

async function send(before: CartLine[], after: CartLine[]): Promise<void> {
  const had = new Set(before.map(key));
  const has = new Set(after.map(key));
  const calls = [
    ...after.filter((l) => !had.has(key(l))).map((l) => api(cartApi.addLine, { params: { characterId: l.characterId, plan: l.plan } })),
    ...before.filter((l) => !has.has(key(l))).map((l) => api(cartApi.removeLine, { params: { characterId: l.characterId, plan: l.plan } })),
  ];
  for (const result of await Promise.all(calls)) {
    // Signed out meanwhile: the browser's cart carries on alone; it is merged at the next sign-in.
    if (!result.ok && result.status === 401) stopped = true;
    else if (!result.ok && result.status !== 404) console.error('[cart] could not keep the cart with the account:', result.message);
  }
}

/** Every page of a signed-in browser: adopt the account's cart, then send each change. */
export async function startCartSync(): Promise<void> {
  if (started) return;
  started = true;
  let previous = $cart.get();
  const atOpen = new Set(previous.map(key));
  $cart.listen((lines) => {
    const before = previous;
    previous = lines;
    if (!applying && !stopped) void send(before, lines);
  });
  const result = await api(cartApi.accountCart);
  if (!result.ok) return void (stopped = result.status === 401);
  // A line added on this page before the account answered was sent already: keep it.
  const added = $cart.get().filter((l) => !atOpen.has(key(l)));
  const lines = result.data.lines;
  apply([...lines, ...added.filter((l) => !lines.some((a) => key(a) === key(l)))]);
}

/** Sign-in: the browser's cart joins the account's (no duplicates); lines already owned leave it, with a note. */
export async function mergeBrowserCart(): Promise<void> {
  const result = await api(cartApi.mergeCart, { body: { lines: $cart.get() } });
  if (!result.ok) return console.error('[cart] merge at sign-in failed:', result.message);
  apply(result.data.lines);
  if (result.data.dropped.length) $cartNote.set(result.data.dropped);
}

/** Sign-out: the cart stays with the account, not in a browser someone else may use next. */
export function forgetBrowserCart(): void {
  apply([]);
}
