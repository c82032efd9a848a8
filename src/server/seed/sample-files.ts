import { crc32 } from 'node:zlib';

/**
 * Small but real sample files for each download format, made in code so the
 * seed needs no binary fixtures: EPS (PostScript text), AI (PDF with
 * Illustrator markers), MP4 (ISO base media boxes), FLA (XFL in a zip).
 */
export function sampleEps(title: string): Buffer {
  const safe = title.replace(/[()\\]/g, '');
  return Buffer.from(
    `%!PS-Adobe-3.0 EPSF-3.0\n%%Creator: Toonmart sample\n%%Title: ${safe}\n%%BoundingBox: 0 0 360 360\n%%EndComments\n` +
      `newpath 180 200 80 0 360 arc closepath 1 0.8 0.3 setrgbcolor fill\n` +
      `newpath 120 40 moveto 240 40 lineto 240 130 lineto 120 130 lineto closepath 0.96 0.62 0.04 setrgbcolor fill\n` +
      `/Helvetica findfont 16 scalefont setfont 0 0 0 setrgbcolor 20 10 moveto (${safe}) show\nshowpage\n%%EOF\n`,
  );
}

/** A minimal valid PDF; Illustrator files are PDFs with an %AI marker comment. */
export function sampleAi(title: string): Buffer {
  const safe = title.replace(/[()\\]/g, '');
  const content = `1 0.8 0.3 rg 100 120 160 160 re f BT /F1 14 Tf 20 20 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 360 360] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n%AI12-Toonmart sample\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const payload = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(payload.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
}
const u32 = (...values: number[]) => Buffer.concat(values.map((v) => { const b = Buffer.alloc(4); b.writeUInt32BE(v >>> 0); return b; }));
const fullBox = (type: string, ...parts: Buffer[]) => box(type, u32(0), ...parts);
const MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/** An MP4 container (ftyp + moov with one empty 360×360 video track): tiny, parseable, no frames. */
export function sampleMp4(): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2mp41'));
  const mvhd = fullBox('mvhd', u32(0, 0, 1000, 0), u32(0x10000), Buffer.from([1, 0, 0, 0]), Buffer.alloc(8), MATRIX, Buffer.alloc(24), u32(2));
  const tkhd = box('tkhd', u32(0x00000003, 0, 0, 1, 0, 0), Buffer.alloc(8), u32(0, 0), MATRIX, u32(360 << 16, 360 << 16));
  const mdhd = fullBox('mdhd', u32(0, 0, 1000, 0), Buffer.from([0x55, 0xc4, 0, 0]));
  const hdlr = fullBox('hdlr', u32(0), Buffer.from('vide'), Buffer.alloc(12), Buffer.from('VideoHandler\0'));
  const dinf = box('dinf', fullBox('dref', u32(1), box('url ', u32(1))));
  const stbl = box('stbl', fullBox('stsd', u32(0)), fullBox('stts', u32(0)), fullBox('stsc', u32(0)), fullBox('stsz', u32(0, 0)), fullBox('stco', u32(0)));
  const minf = box('minf', fullBox('vmhd', u32(0, 0)), dinf, stbl);
  const moov = box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr, minf)));
  return Buffer.concat([ftyp, moov]);
}

/** A stored (uncompressed) zip: enough for an XFL-style FLA with its DOMDocument.xml. */
export function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18); local.writeUInt32LE(entry.data.length, 22); local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20); central.writeUInt32LE(entry.data.length, 24); central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(entries.length, 8); end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

export function sampleFla(title: string, png: Buffer): Buffer {
  const safe = title.replace(/[<>&"]/g, '');
  const dom = `<?xml version="1.0" encoding="UTF-8"?>\n<DOMDocument xmlns="http://ns.adobe.com/xfl/2008/" width="360" height="360" frameRate="24" xflVersion="2.97">\n  <media><DOMBitmapItem name="${safe}.png" href="${safe}.png"/></media>\n  <timelines><DOMTimeline name="Scene 1"><layers><DOMLayer name="${safe}"><frames><DOMFrame index="0"><elements><DOMBitmapInstance libraryItemName="${safe}.png"/></elements></DOMFrame></frames></DOMLayer></layers></DOMTimeline></timelines>\n</DOMDocument>\n`;
  return zip([
    { name: 'mimetype', data: Buffer.from('application/vnd.adobe.xfl') },
    { name: 'DOMDocument.xml', data: Buffer.from(dom) },
    { name: `LIBRARY/${safe}.png`, data: png },
  ]);
}
