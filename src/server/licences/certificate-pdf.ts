import { PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDay } from '#/lib/dates.ts';
import { licenceName, licenceTerms } from '#/lib/licences/terms.ts';
import { orderLabel } from '#/lib/order-number.ts';
import { SITE_NAME, SUPPORT_EMAIL } from '#/lib/site.ts';
import type { HeldCertificate } from './certificates.ts';

type Pen = { page: PDFPage; font: PDFFont; bold: PDFFont; y: number };
const INK = rgb(0.12, 0.16, 0.22);
const SOFT = rgb(0.35, 0.39, 0.45);
const LEFT = 60;
const RIGHT = 535;

// The standard fonts encode WinAnsi only: other characters (emoji, CJK titles) print as "?" rather than fail.
const printable = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** Splits text into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function paragraph(pen: Pen, text: string, options: { size?: number; bold?: boolean; color?: typeof INK; x?: number; gap?: number } = {}) {
  const size = options.size ?? 10;
  const font = options.bold ? pen.bold : pen.font;
  const x = options.x ?? LEFT;
  for (const line of wrap(text, font, size, RIGHT - x)) {
    pen.page.drawText(line, { x, y: pen.y, size, font, color: options.color ?? INK });
    pen.y -= size * 1.35;
  }
  pen.y -= options.gap ?? 6;
}

function facts(pen: Pen, rows: [string, string][]) {
  for (const [label, value] of rows) {
    pen.page.drawText(printable(label), { x: LEFT, y: pen.y, size: 10, font: pen.bold, color: SOFT });
    const top = pen.y;
    paragraph(pen, value, { x: LEFT + 130, gap: 2 });
    if (pen.y === top) pen.y -= 14;
  }
  pen.y -= 10;
}

/** A clickable address: the text, and a link annotation over it. */
function link(doc: PDFDocument, pen: Pen, url: string) {
  const size = 10;
  const text = printable(url);
  const width = pen.font.widthOfTextAtSize(text, size);
  pen.page.drawText(text, { x: LEFT, y: pen.y, size, font: pen.font, color: rgb(0.05, 0.33, 0.6) });
  const annotation = doc.context.register(
    doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [LEFT, pen.y - 2, LEFT + width, pen.y + size], Border: [0, 0, 0], A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) } }),
  );
  pen.page.node.addAnnot(annotation);
  pen.y -= 20;
}

/** The licence certificate as a one-page A4 PDF: what is licensed, to whom, for which project, and where to verify it. */
export async function certificatePdf(certificate: HeldCertificate, verifyUrl: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${SITE_NAME} licence certificate: ${printable(certificate.title)}`);
  doc.setAuthor(SITE_NAME);
  doc.catalog.set(PDFName.of('Lang'), PDFString.of('en'));
  const page = doc.addPage([595.28, 841.89]);
  const pen: Pen = { page, font: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold), y: 770 };
  page.drawRectangle({ x: 30, y: 30, width: 535.28, height: 781.89, borderColor: rgb(0.96, 0.62, 0.04), borderWidth: 2 });
  const terms = licenceTerms(certificate.kind, certificate.plan);
  const licence = licenceName(certificate.kind, certificate.plan);

  paragraph(pen, SITE_NAME, { bold: true, size: 12, color: SOFT, gap: 16 });
  paragraph(pen, 'Licence certificate', { bold: true, size: 24, gap: 12 });
  paragraph(pen, `${SITE_NAME} certifies that the licensee below holds ${terms.grant} for the ${terms.what}:`);
  paragraph(pen, certificate.title, { bold: true, size: 16, gap: 4 });
  if (certificate.members.length) paragraph(pen, `Characters in the set: ${certificate.members.join(', ')}`);
  if (certificate.levelName) paragraph(pen, `Custom order, ${certificate.levelName} level`);
  pen.y -= 8;

  const rows: [string, string][] = [['Licensee', `${certificate.licensee} (${certificate.email})`]];
  rows.push(['Client / project', certificate.projectName ?? 'Not named']);
  rows.push(['Licence', licence]);
  if (certificate.orderNumber !== null) rows.push(['Order', orderLabel(certificate.orderNumber)]);
  rows.push(['Licence ID', certificate.id], ['Issued', formatDay(certificate.issuedAt)]);
  facts(pen, rows);

  paragraph(pen, 'What the licence allows', { bold: true, size: 13, gap: 4 });
  paragraph(pen, terms.summary);
  paragraph(pen, terms.scope, { gap: 16 });

  paragraph(pen, 'Verify this licence', { bold: true, size: 13, gap: 4 });
  paragraph(pen, 'Anyone may open this address to confirm that the licence is valid (it shows no email address):');
  link(doc, pen, verifyUrl);
  pen.y = 60;
  paragraph(pen, `${SITE_NAME} · ${SUPPORT_EMAIL} · The full licence terms: ${new URL('/licenses', verifyUrl).href}`, { size: 8, color: SOFT });
  return doc.save();
}
