import { inflateSync } from 'node:zlib';

/**
 * The text drawn on the pages of a PDF that pdf-lib wrote with its standard fonts: each string is
 * a hex string shown with Tj inside (compressed) content streams. One line per drawn string.
 * Enough to read back our own certificates and invoices; not a general PDF text extractor.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams = [raw];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1'));
    } catch {
      // not a compressed stream
    }
  }
  const lines: string[] = [];
  for (const stream of streams) for (const m of stream.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
  return lines.join('\n');
}
