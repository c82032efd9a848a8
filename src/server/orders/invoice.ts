import { formatMoney } from '#/lib/pricing.ts';
import { formatDay } from '#/lib/dates.ts';
import { taxLabel, taxNote } from '#/lib/tax.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { SETTINGS_DEFAULTS } from '#/lib/settings.ts';
import { buyerLines, columns, heading, newPage, rule, sellerLines, sellerOf, write, type Pen, type Seller } from './pdf-pen.ts';
import { creditsFromBalance, invoiceLabel, lineAmount, lineLicence, orderLabel, paymentMethod } from './present.ts';
import type { OrderDetail } from './queries.ts';

function header(pen: Pen, order: OrderDetail, seller: Seller) {
  heading(pen, 'Invoice', invoiceLabel(order), [`Date: ${formatDay(order.paidAt ?? order.createdAt)}`, `Order: ${orderLabel(order.number)}`, `Paid with ${paymentMethod(order)}`]);
  columns(pen, sellerLines(seller), { title: 'Billed to', lines: buyerLines(order.billing, order.buyer) });
}

function lines(pen: Pen, order: OrderDetail) {
  write(pen, 'Item', 50, { bold: true });
  write(pen, 'Licence', 330, { bold: true });
  write(pen, 'Amount', 545, { bold: true, right: true });
  pen.y -= 8;
  rule(pen);
  for (const line of order.lines) {
    pen.y -= 18;
    write(pen, line.title.length > 48 ? `${line.title.slice(0, 47)}...` : line.title, 50);
    write(pen, lineLicence(line), 330);
    write(pen, lineAmount(line), 545, { right: true });
  }
  pen.y -= 12;
  rule(pen);
}

function sums(pen: Pen, order: OrderDetail, creditNotes: string[]) {
  const net = order.totalCents - order.taxCents;
  const rows: [string, string][] = [];
  // A coupon: what it took off each unit, between the subtotal and the net (printed as "-", the fonts are WinAnsi).
  if (order.discountCents > 0) rows.push(['Subtotal (USD)', `${formatMoney(net + order.discountCents)} USD`], [`Discount (coupon ${order.couponCode ?? ''})`, `-${formatMoney(order.discountCents)} USD`]);
  if (order.totalCents > 0) rows.push(['Net (USD)', `${formatMoney(net)} USD`], [taxLabel({ rule: order.taxRule, rateBp: order.taxRateBp }), `${formatMoney(order.taxCents)} USD`]);
  rows.push(['Total charged (USD)', `${formatMoney(order.totalCents)} USD`]);
  if (order.discountCredits > 0) rows.push([`Credit discount (coupon ${order.couponCode ?? ''})`, `-${order.discountCredits} credits`]);
  if (order.topUpCredits > 0) rows.push(['Credits bought and spent in this order', `${order.topUpCredits} credits`]);
  if (creditsFromBalance(order) > 0) rows.push(['Paid from credit balance', `${creditsFromBalance(order)} credits`]);
  for (const [label, value] of rows) {
    pen.y -= 18;
    write(pen, label, 330, { bold: label.startsWith('Total') });
    write(pen, value, 545, { right: true, bold: label.startsWith('Total') });
  }
  pen.y -= 30;
  const note = order.totalCents > 0 ? taxNote({ rule: order.taxRule }) : 'Paid with prepaid credits: VAT, where due, was charged on the invoice of the credits.';
  if (note) {
    write(pen, note, 50, { bold: order.taxRule.endsWith('reverse-charge'), size: 9 });
    pen.y -= 14;
  }
  if (order.status === 'refunded') {
    write(pen, 'This order was refunded in full.', 50, { bold: true });
    pen.y -= 14;
  }
  if (creditNotes.length) {
    write(pen, `Corrected by credit note${creditNotes.length > 1 ? 's' : ''} ${creditNotes.join(', ')}.`, 50);
    pen.y -= 14;
  }
  write(pen, 'Credits from the balance are prepaid: the credit packs that bought them are invoiced on their own orders.', 50, { size: 8 });
}

/** The invoice of a paid (or since refunded) order as a one-page A4 PDF: both parties, the lines, the net, the tax and the total. */
export async function invoicePdf(order: OrderDetail, seller: Seller = sellerOf(SETTINGS_DEFAULTS), creditNotes: string[] = []): Promise<Uint8Array> {
  if (order.status !== 'paid' && order.status !== 'refunded') throw new AppError('NOT_FOUND', 'An invoice exists once the order is paid.');
  const { doc, pen } = await newPage(`Toonmart invoice ${invoiceLabel(order)}`);
  header(pen, order, seller);
  lines(pen, order);
  sums(pen, order, creditNotes);
  return doc.save();
}
