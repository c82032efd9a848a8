import { formatDay } from '#/lib/dates.ts';
import { formatMoney } from '#/lib/pricing.ts';
import { REVERSE_CHARGE_TEXT, GB_REVERSE_CHARGE_TEXT, ratePercent } from '#/lib/tax.ts';
import type { CreditNote } from './credit-notes.ts';
import { buyerLines, columns, heading, newPage, rule, sellerLines, write, type Seller } from './pdf-pen.ts';
import { orderLabel } from './present.ts';
import type { OrderRow } from './registry.ts';

/** A refund's credit note as a one-page A4 PDF: the invoice it corrects, the lines refunded, the net and the tax given back. */
export async function creditNotePdf(note: CreditNote, order: OrderRow, account: { name: string; email: string }, seller: Seller): Promise<Uint8Array> {
  const { doc, pen } = await newPage(`Toonmart credit note ${note.number}`);
  heading(pen, 'Credit note', note.number, [`Date: ${formatDay(note.createdAt)}`, `Corrects invoice ${note.invoiceNumber}`, `Order: ${orderLabel(order.number)}`]);
  columns(pen, sellerLines(seller), { title: 'Credited to', lines: buyerLines(order.billing, account) });
  write(pen, 'Refunded', 50, { bold: true });
  write(pen, 'Net', 420, { bold: true, right: true });
  write(pen, 'VAT', 480, { bold: true, right: true });
  write(pen, 'Credits', 545, { bold: true, right: true });
  pen.y -= 8;
  rule(pen);
  for (const line of note.lines) {
    pen.y -= 18;
    write(pen, line.title.length > 52 ? `${line.title.slice(0, 51)}...` : line.title, 50);
    write(pen, formatMoney(line.netCents), 420, { right: true });
    write(pen, formatMoney(line.taxCents), 480, { right: true });
    write(pen, String(line.credits), 545, { right: true });
  }
  pen.y -= 12;
  rule(pen);
  const rate = order.taxRateBp > 0 ? ` (${ratePercent(order.taxRateBp)} %)` : '';
  const rows: [string, string][] = [['Net refunded (USD)', `-${formatMoney(note.netCents)} USD`], [`VAT refunded${rate}`, `-${formatMoney(note.taxCents)} USD`], ['Total refunded (USD)', `-${formatMoney(note.netCents + note.taxCents)} USD`]];
  if (note.credits > 0) rows.push(['Credits given back', `${note.credits} credits`]);
  for (const [label, value] of rows) {
    pen.y -= 18;
    write(pen, label, 330, { bold: label.startsWith('Total') });
    write(pen, value, 545, { right: true, bold: label.startsWith('Total') });
  }
  pen.y -= 30;
  if (note.reason) {
    write(pen, `Reason: ${note.reason.slice(0, 110)}`, 50);
    pen.y -= 14;
  }
  if (order.taxRule === 'reverse-charge') write(pen, REVERSE_CHARGE_TEXT, 50, { size: 9 });
  if (order.taxRule === 'gb-reverse-charge') write(pen, GB_REVERSE_CHARGE_TEXT, 50, { size: 9 });
  return doc.save();
}
