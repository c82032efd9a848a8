import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { countryLabel } from '#/lib/countries.ts';
import type { StoreSettings } from '#/lib/settings.ts';
import type { Billing } from '#/server/db/schema.ts';

/**
 * What the invoice and the credit note share: a pen over one A4 page, and the two parties. The
 * seller is read from the store settings (/admin/settings, "Seller on invoices") when the PDF is made;
 * the buyer is the billing snapshot the order was placed with.
 */
export type Pen = { page: PDFPage; font: PDFFont; bold: PDFFont; y: number };
export type Seller = { legalName: string; address: string; country: string; vatId: string; registration: string; email: string };

/** The seller's legal details as staff set them (/admin/settings), printed on every invoice and credit note. */
export const sellerOf = (s: StoreSettings): Seller => ({
  legalName: s.sellerLegalName, address: s.sellerAddress, country: s.sellerCountry, vatId: s.sellerVatId, registration: s.sellerRegistration, email: s.supportEmail,
});

// The standard fonts encode WinAnsi only: anything else (emoji, CJK titles) prints as "?" instead of failing.
const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

export function write(pen: Pen, text: string, x: number, options: { bold?: boolean; size?: number; right?: boolean } = {}) {
  const font = options.bold ? pen.bold : pen.font;
  const size = options.size ?? 10;
  const safe = printable(text);
  const at = options.right ? x - font.widthOfTextAtSize(safe, size) : x;
  pen.page.drawText(safe, { x: at, y: pen.y, size, font, color: rgb(0.12, 0.16, 0.22) });
}

export async function newPage(title: string): Promise<{ doc: PDFDocument; pen: Pen }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Toonmart');
  const pen: Pen = { page: doc.addPage([595.28, 841.89]), font: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold), y: 780 };
  return { doc, pen };
}

const lines = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);

export function sellerLines(seller: Seller): string[] {
  return [
    seller.legalName,
    ...lines(seller.address),
    ...(seller.country ? [countryLabel(seller.country)] : []),
    ...(seller.vatId ? [`VAT id: ${seller.vatId}`] : []),
    ...(seller.registration ? [`Registration: ${seller.registration}`] : []),
    seller.email,
  ];
}

/** The buyer as placed; orders placed before tax profiles existed name the account. */
export function buyerLines(billing: Billing | null, account: { name: string; email: string }): string[] {
  const b = billing ?? { ...account, companyName: '', address: '', country: null, vatNumber: '' };
  return [
    ...(b.companyName ? [b.companyName] : []),
    b.name || b.email,
    ...lines(b.address),
    ...(b.country ? [countryLabel(b.country)] : []),
    ...(b.vatNumber ? [`VAT number: ${b.vatNumber}`] : []),
    b.email,
  ];
}

/** A line broken at spaces (or, for one long word such as an address, anywhere) to fit `width` points at size 10. */
export function wrap(font: PDFFont, text: string, width: number): string[] {
  const fits = (t: string) => font.widthOfTextAtSize(printable(t), 10) <= width;
  const out: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (fits(next)) current = next;
    else {
      if (current) out.push(current);
      current = word;
      while (!fits(current) && current.length > 1) {
        let cut = current.length - 1;
        while (cut > 1 && !fits(current.slice(0, cut))) cut--;
        out.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
  }
  if (current) out.push(current);
  return out;
}

/** A document's title at the left, its number and facts (date, order…) right-aligned under one another. */
export function heading(pen: Pen, title: string, number: string, facts: string[]) {
  write(pen, title, 50, { bold: true, size: 22 });
  write(pen, number, 545, { bold: true, size: 12, right: true });
  pen.y -= 14;
  for (const [i, fact] of facts.entries()) {
    write(pen, fact, 545, { right: true });
    pen.y -= i === facts.length - 1 ? 24 : 13;
  }
}

/** Two columns of lines, the seller's at the left and the buyer's at the right, each wrapped to its width; the pen ends below the longer. */
export function columns(pen: Pen, left: string[], right: { title: string; lines: string[] }) {
  const top = pen.y;
  for (const [i, line] of left.entries()) {
    for (const part of wrap(i === 0 ? pen.bold : pen.font, line, 255)) {
      write(pen, part, 50, { bold: i === 0 });
      pen.y -= 13;
    }
  }
  const leftEnd = pen.y;
  pen.y = top;
  write(pen, right.title, 320, { bold: true });
  pen.y -= 13;
  for (const line of right.lines) {
    for (const part of wrap(pen.font, line, 225)) {
      write(pen, part, 320);
      pen.y -= 13;
    }
  }
  pen.y = Math.min(leftEnd, pen.y) - 16;
}

export function rule(pen: Pen) {
  pen.page.drawLine({ start: { x: 50, y: pen.y }, end: { x: 545, y: pen.y }, thickness: 0.5 });
}
