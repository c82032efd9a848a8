import type { DbOrTx } from '#/server/db/open.ts';
import { ledgerEntries } from './balance.ts';

/** One CSV field: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export async function earningsCsv(db: DbOrTx, artistId: string): Promise<string> {
  const rows = await ledgerEntries(db, artistId, 100_000);
  const header = ['date', 'kind', 'description', 'net_price_usd', 'share_percent', 'amount_usd', 'available_from'];
  // Amounts are written as they are (a refund's minus sign is data); only text goes through csvField.
  const lines = rows.map((r) => [r.createdAt.toISOString(), r.kind, csvField(r.title), dollars(r.netCents), r.percent ?? '', dollars(r.cents), r.availableAt.toISOString()].join(','));
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
