import sharp from 'sharp';

/** Real files for upload tests: a PNG of a given size, and bytes that look like a Windows program. */
export async function pngFile(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 240, g: 180, b: 40, alpha: 1 } } }).png().toBuffer();
}

export function executable(): Buffer {
  const header = Buffer.alloc(512);
  header.write('MZ', 0, 'latin1');
  header.writeUInt32LE(0x80, 0x3c);
  header.write('PE\0\0', 0x80, 'latin1');
  return header;
}
