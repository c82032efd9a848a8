import { randomUUID } from 'node:crypto';
import { serverIslands } from '#test-support/server-islands.ts';
import { cookieHeader } from '#test-support/session.ts';

/**
 * Concurrent shoppers on the real APIs: each registers, buys a credit pack
 * through the demo payment provider, then until the time is up browses the
 * listing and a character page, quotes a cart and pays it: credit-priced lines with
 * credits, dollar-priced ones by card through the demo provider (confirmed, or now and
 * then declined, which must give the held credits back), hearts characters and saves some to a
 * collection. Some
 * checkouts are retried with the same idempotency key, some sent twice at once
 * (a double click): both must name the same order.
 */
export type LoadOptions = {
  base: string;
  shoppers: number;
  seconds: number;
  runId: string;
  catalogue?: Listed[];
  /** Filled as the run goes (a kill test watches it). */
  report?: LoadReport;
  /**
   * A shopper's pause between pages, in ms on average (each pause 0.5–1.5 times it): people read a page
   * before the next click. 0 (the default) sends the next request at once, a stress test where every
   * answer's latency is mostly the queue of the other shoppers' requests.
   */
  thinkMs?: number;
  /**
   * Called with the number of shoppers set up (registered, credits bought); their shopping and its
   * `seconds` start when it settles. With `meetingPoint`, every runner's set-up ends before anyone shops.
   */
  arrive?: (shoppers: number) => Promise<void>;
};
/** A character the shoppers can buy; `artist` when an artist sells it (it earns a royalty the audit checks). */
export type Listed = { slug: string; id: string; artist?: boolean };
export type LoadReport = {
  requests: number;
  statuses: Record<string, number>;
  serverErrors: string[];
  unexpected: string[];
  /** orderId → idempotency key, for every checkout answered 200. */
  answered: Map<string, string>;
  checkouts: { paid: number; repeated: number; refused: number };
  /** Requests that got no answer (the server was killed): the shoppers stop at the first. */
  networkErrors: number;
  /** Credit-pack orders whose demo payment was answered as confirmed. */
  confirmedPacks: string[];
  /** Cart orders with a money part, by how their demo card payment was answered. */
  money: { confirmed: string[]; declined: string[] };
  latencies: Record<string, number[]>;
};

const PASSWORD = 'Load-test-shopper-2026!';
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

export function shopperEmail(runId: string, i: number) {
  return `shopper-${runId}-${i}@load.test`;
}

export function newReport(): LoadReport {
  return {
    requests: 0,
    statuses: {},
    serverErrors: [],
    unexpected: [],
    answered: new Map(),
    checkouts: { paid: 0, repeated: 0, refused: 0 },
    networkErrors: 0,
    confirmedPacks: [],
    money: { confirmed: [], declined: [] },
    latencies: {},
  };
}

function client(base: string, report: LoadReport) {
  let cookie = '';
  return async function call(kind: string, path: string, init: RequestInit & { form?: Record<string, string>; json?: unknown } = {}) {
    const headers: Record<string, string> = { origin: base, ...(cookie ? { cookie } : {}) };
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const started = performance.now();
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${base}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
      text = await res.text();
    } catch {
      report.networkErrors++;
      return { status: 0, text: '', location: '' };
    }
    (report.latencies[kind] ??= []).push(performance.now() - started);
    report.requests++;
    report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
    if (res.status >= 500) report.serverErrors.push(`${kind} ${path}: ${res.status} ${text.slice(0, 200)}`);
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length) cookie = cookieHeader(setCookies) || cookie;
    return { status: res.status, text, location: res.headers.get('location') ?? '' };
  };
}

type Call = ReturnType<typeof client>;

const slugsIn = (html: string) => [...new Set([...html.matchAll(/href="\/cartoon-characters\/([a-z0-9-]+)"/g)].map((m) => m[1]!))];

/**
 * Slugs from the listing and from the demo artist's page (the seed gives that artist 6 characters,
 * so the royalty ledger gets sales to audit), then each character's id from its page (the preview address carries it).
 */
export async function discoverCharacters(base: string, report: LoadReport = newReport()): Promise<Listed[]> {
  const call = client(base, report);
  const listing = await call('listing', '/cartoon-characters');
  const artistPage = await call('artist', '/artists/demo-artist');
  const byArtist = new Set(artistPage.status === 200 ? slugsIn(artistPage.text) : []);
  const found: Listed[] = [];
  for (const slug of new Set([...slugsIn(listing.text), ...byArtist])) {
    const page = await call('character', `/cartoon-characters/${slug}`);
    const id = page.text.match(/\/api\/characters\/([0-9a-f-]{36})\/preview/)?.[1];
    if (id) found.push({ slug, id, artist: byArtist.has(slug) });
  }
  return found;
}

async function setUp(call: Call, email: string, report: LoadReport): Promise<boolean> {
  const reg = await call('register', '/api/auth/register', { json: { email, password: PASSWORD, name: 'Load Shopper' } });
  if (reg.status === 0) return false;
  if (reg.status !== 201) return (void report.unexpected.push(`register ${email}: ${reg.status} ${reg.text.slice(0, 200)}`), false);
  const pack = await call('credit-pack', '/api/credit-packs', { form: { packId: 'agency', idempotencyKey: randomUUID() } });
  const orderId = pack.location.match(/([0-9a-f-]{36})/)?.[1];
  if (pack.status === 0) return false;
  if (pack.status !== 303 || !orderId) return (void report.unexpected.push(`credit pack: ${pack.status} ${pack.location}`), false);
  const paid = await call('confirm-payment', '/api/payments/demo/confirm', { form: { orderId } });
  if (paid.status === 0) return false;
  if (paid.status !== 303) return (void report.unexpected.push(`demo confirm: ${paid.status} ${paid.text.slice(0, 200)}`), false);
  report.confirmedPacks.push(orderId);
  return true;
}

/** The demo card page's answer for a pending cart order: mostly paid, one in five declined. */
async function payByCard(call: Call, orderId: string, report: LoadReport): Promise<string | null> {
  const outcome = Math.random() < 0.2 ? 'decline' : 'confirm';
  const res = await call('card-payment', '/api/payments/demo/confirm', { form: { orderId, outcome } });
  if (res.status !== 303) {
    if (res.status > 0) report.unexpected.push(`card ${outcome} of ${orderId}: ${res.status} ${res.text.slice(0, 200)}`);
    return null;
  }
  if (outcome === 'decline') return (void report.money.declined.push(orderId), null);
  report.money.confirmed.push(orderId);
  return orderId;
}

function told(report: LoadReport, orderId: string, key: string, repeated: boolean): void {
  const earlier = report.answered.get(orderId);
  if (earlier && earlier !== key) report.unexpected.push(`order ${orderId} answered for two keys`);
  report.answered.set(orderId, key);
  if (repeated) report.checkouts.repeated++;
  else report.checkouts.paid++;
}

async function checkout(call: Call, lines: unknown[], key: string, report: LoadReport, settled: Set<string>): Promise<string | null> {
  const res = await call('checkout', '/api/checkout', { json: { idempotencyKey: key, lines } });
  if (res.status === 200) {
    const body = JSON.parse(res.text) as { orderId: string; repeated: boolean; status: 'paid' | 'pending' };
    if (body.status === 'paid') return (told(report, body.orderId, key, body.repeated), body.orderId);
    // A money part: only the first answer goes to the card page; a repeat names the same order.
    if (settled.has(body.orderId)) return body.orderId;
    settled.add(body.orderId);
    if (await payByCard(call, body.orderId, report)) told(report, body.orderId, key, false);
    return body.orderId;
  }
  // 402: not enough credits left; 409: everything in the cart is owned already, or a repeat of a declined order.
  if (res.status === 402 || res.status === 409) return (void report.checkouts.refused++, null);
  if (res.status > 0 && res.status < 500) report.unexpected.push(`checkout: ${res.status} ${res.text.slice(0, 200)}`);
  return null;
}

/**
 * Hearts (or now and then un-hearts) the character looked at; one visit in four also saves it to
 * the shopper's collection, created on first use (issue 20's routes under load).
 */
async function keep(call: Call, characterId: string, report: LoadReport): Promise<void> {
  const fav = await call('favourite', `/api/favourites/${characterId}`, { method: Math.random() < 0.8 ? 'PUT' : 'DELETE' });
  if (fav.status > 0 && fav.status !== 200) report.unexpected.push(`favourite: ${fav.status} ${fav.text.slice(0, 200)}`);
  if (Math.random() >= 0.25) return;
  const lists = await call('collections', '/api/collections');
  if (lists.status !== 200) return void (lists.status > 0 && report.unexpected.push(`collections: ${lists.status}`));
  let id = (JSON.parse(lists.text) as { collections: { id: string }[] }).collections[0]?.id;
  if (!id) {
    const made = await call('collection-create', '/api/collections', { json: { name: 'Load picks' } });
    if (made.status !== 201)
      return void (made.status > 0 && report.unexpected.push(`collection create: ${made.status} ${made.text.slice(0, 200)}`));
    id = (JSON.parse(made.text) as { collection: { id: string } }).collection.id;
  }
  const saved = await call('collection-add', `/api/collections/${id}/items/${characterId}`, { method: 'PUT' });
  if (saved.status > 0 && saved.status !== 200) report.unexpected.push(`collection add: ${saved.status} ${saved.text.slice(0, 200)}`);
}

/** What a browser asks for next: the page's server islands (the buy box and the reviews as this shopper sees them), at once. */
async function islands(call: Call, html: string, report: LoadReport): Promise<void> {
  const answers = await Promise.all(serverIslands(html).map((src) => call('character islands', src)));
  for (const res of answers)
    if (res.status > 0 && res.status !== 200) report.unexpected.push(`server island: ${res.status} ${res.text.slice(0, 200)}`);
}

/** `firstRound`: the shopper's first cart holds an artist's character, so every run has royalties to audit. */
async function shop(
  call: Call,
  catalogue: Listed[],
  report: LoadReport,
  firstRound = false,
  think: () => Promise<void> = async () => {},
): Promise<void> {
  await call('listing', pick(['/cartoon-characters', '/cartoon-characters?q=cat', '/cartoon-characters?type=kids']));
  await think();
  const artists = catalogue.filter((c) => c.artist);
  const chosen = [pick(catalogue), pick(firstRound && artists.length ? artists : catalogue)];
  const page = await call('character', `/cartoon-characters/${chosen[0]!.slug}`);
  await islands(call, page.text, report);
  await think();
  await keep(call, chosen[0]!.id, report);
  await think();
  const lines = chosen.map((c) => ({ characterId: c.id, plan: pick(['standard', 'standard', 'extended']) }));
  const quote = await call('cart-quote', '/api/cart/quote', { json: { lines } });
  if (quote.status === 0) return;
  if (quote.status !== 200) return void report.unexpected.push(`quote: ${quote.status}`);
  await think();
  const key = randomUUID();
  const mode = Math.random();
  const settled = new Set<string>();
  if (mode < 0.1) {
    const [a, b] = await Promise.all([checkout(call, lines, key, report, settled), checkout(call, lines, key, report, settled)]);
    if (a && b && a !== b) report.unexpected.push(`double click made two orders: ${a} and ${b}`);
  } else {
    const first = await checkout(call, lines, key, report, settled);
    if (first && mode < 0.3 && !report.networkErrors && !report.money.declined.includes(first)) {
      const again = await checkout(call, lines, key, report, settled);
      if (again !== first) report.unexpected.push(`retry of ${key} answered ${again}, first ${first}`);
    }
  }
}

/** Holds the shoppers of several runners until `expected` have arrived (see `arrive`). */
export function meetingPoint(expected: number): (shoppers: number) => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const everyone = new Promise<void>((resolve) => (open = resolve));
  return (shoppers) => {
    arrived += shoppers;
    if (arrived >= expected) open();
    return everyone;
  };
}

/** A shopper's pause before the next page (see `thinkMs`). */
export const pauseFor = (thinkMs: number) => () =>
  thinkMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random()))) : Promise.resolve();

export async function runShoppers({
  base,
  shoppers,
  seconds,
  runId,
  catalogue: known,
  report = newReport(),
  thinkMs = 0,
  arrive,
}: LoadOptions): Promise<LoadReport> {
  const catalogue = known ?? (await discoverCharacters(base, report));
  if (catalogue.length < 2) throw new Error(`found ${catalogue.length} characters on /cartoon-characters`);
  const calls = Array.from({ length: shoppers }, () => client(base, report));
  const ready = await Promise.all(calls.map((call, i) => setUp(call, shopperEmail(runId, i), report)));
  await arrive?.(shoppers);
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    calls.map(async (call, i) => {
      if (!ready[i]) return;
      // Shoppers arrive over the first pause rather than all in the same millisecond (none without pauses).
      await pauseFor(thinkMs)();
      for (let round = 0; Date.now() < deadline && !report.networkErrors; round++)
        await shop(call, catalogue, report, round === 0, pauseFor(thinkMs));
    }),
  );
  return report;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
