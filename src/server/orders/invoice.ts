import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney } from '#/lib/pricing.ts';
import { SITE_NAME, SUPPORT_EMAIL } from '#/lib/site.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { creditsFromBalance, invoiceLabel, lineAmount, lineLicence, orderLabel, paymentMethod } from './present.ts';
import type { OrderDetail } from './queries.ts';
import { formatDay } from '#/lib/dates.ts';

/** Who sells: printed on every invoice. */
export const SELLER = [SITE_NAME, 'Online marketplace for cartoon and animated characters', SUPPORT_EMAIL];
/** No VAT is charged yet; the line is printed so adding a rate later changes a number, not the layout. */
export const TAX_RATE_PERCENT = 0;

type Pen = { page: PDFPage; font: PDFFont; bold: PDFFont; y: number };

// The standard fonts encode WinAnsi only: anything else (emoji, CJK titles) prints as "?" instead of failing.
const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

function write(pen: Pen, text: string, x: number, options: { bold?: boolean; size?: number; right?: boolean } = {}) {
  const font = options.bold ? pen.bold : pen.font;
  const size = options.size ?? 10;
  const safe = printable(text);
  const at = options.right ? x - font.widthOfTextAtSize(safe, size) : x;
  pen.page.drawText(safe, { x: at, y: pen.y, size, font, color: rgb(0.12, 0.16, 0.22) });
}

function header(pen: Pen, order: OrderDetail) {
  write(pen, 'Invoice', 50, { bold: true, size: 22 });
  write(pen, invoiceLabel(order.number), 545, { bold: true, size: 12, right: true });
  pen.y -= 36;
  for (const [i, line] of SELLER.entries()) {
    write(pen, line, 50, { bold: i === 0 });
    pen.y -= 14;
  }
  pen.y -= 10;
  write(pen, 'Billed to', 50, { bold: true });
  write(pen, `Date: ${formatDay(order.paidAt ?? order.createdAt)}`, 545, { right: true });
  pen.y -= 14;
  write(pen, order.buyer.name || order.buyer.email, 50);
  write(pen, `Order: ${orderLabel(order.number)}`, 545, { right: true });
  pen.y -= 14;
  write(pen, order.buyer.email, 50);
  write(pen, `Paid with ${paymentMethod(order)}`, 545, { right: true });
  pen.y -= 34;
}

function lines(pen: Pen, order: OrderDetail) {
  write(pen, 'Item', 50, { bold: true });
  write(pen, 'Licence', 330, { bold: true });
  write(pen, 'Amount', 545, { bold: true, right: true });
  pen.y -= 8;
  pen.page.drawLine({ start: { x: 50, y: pen.y }, end: { x: 545, y: pen.y }, thickness: 0.5 });
  for (const line of order.lines) {
    pen.y -= 18;
    write(pen, line.title.length > 48 ? `${line.title.slice(0, 47)}...` : line.title, 50);
    write(pen, lineLicence(line), 330);
    write(pen, lineAmount(line), 545, { right: true });
  }
  pen.y -= 12;
  pen.page.drawLine({ start: { x: 50, y: pen.y }, end: { x: 545, y: pen.y }, thickness: 0.5 });
}

function sums(pen: Pen, order: OrderDetail) {
  const tax = Math.round((order.totalCents * TAX_RATE_PERCENT) / 100);
  const rows: [string, string][] = [['Subtotal (USD)', `${formatMoney(order.totalCents + order.discountCents)} USD`]];
  // A coupon: what it took off each unit, between the subtotal and the total (printed as "-", the fonts are WinAnsi).
  if (order.discountCents > 0) rows.push([`Discount (coupon ${order.couponCode ?? ''})`, `-${formatMoney(order.discountCents)} USD`]);
  rows.push([`VAT (${TAX_RATE_PERCENT} %)`, `${formatMoney(tax)} USD`], ['Total charged (USD)', `${formatMoney(order.totalCents + tax)} USD`]);
  if (order.discountCredits > 0) rows.push([`Credit discount (coupon ${order.couponCode ?? ''})`, `-${order.discountCredits} credits`]);
  if (order.topUpCredits > 0) rows.push(['Credits bought and spent in this order', `${order.topUpCredits} credits`]);
  if (creditsFromBalance(order) > 0) rows.push(['Paid from credit balance', `${creditsFromBalance(order)} credits`]);
  for (const [label, value] of rows) {
    pen.y -= 18;
    write(pen, label, 330, { bold: label.startsWith('Total') });
    write(pen, value, 545, { right: true, bold: label.startsWith('Total') });
  }
  pen.y -= 36;
  if (order.status === 'refunded') {
    write(pen, 'This order was refunded in full.', 50, { bold: true });
    pen.y -= 14;
  }
  write(pen, 'Credits from the balance are prepaid: the credit packs that bought them are invoiced on their own orders.', 50, { size: 8 });
}

/** The invoice of a paid (or since refunded) order as a one-page A4 PDF. */
export async function invoicePdf(order: OrderDetail): Promise<Uint8Array> {
  if (order.status !== 'paid' && order.status !== 'refunded') throw new AppError('NOT_FOUND', 'An invoice exists once the order is paid.');
  const doc = await PDFDocument.create();
  doc.setTitle(`Toonmart invoice ${invoiceLabel(order.number)}`);
  doc.setAuthor('Toonmart');
  const pen: Pen = { page: doc.addPage([595.28, 841.89]), font: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold), y: 780 };
  header(pen, order);
  lines(pen, order);
  sums(pen, order);
  return doc.save();
}
