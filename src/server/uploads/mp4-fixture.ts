/** Builds a minimal MP4 (ftyp, mdat, moov with one audio and one video track) for tests. */
function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

function tkhd(width: number, height: number, rotate: boolean): Buffer {
  const body = Buffer.alloc(84);
  // version 0, flags 0; times, track id, duration, reserved, layer, group, volume: zeros
  const matrix = rotate ? [0, 0x10000, 0, -0x10000, 0, 0, 0, 0, 0x40000000] : [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];
  matrix.forEach((v, i) => body.writeInt32BE(v, 40 + i * 4));
  body.writeUInt32BE(width * 65536, 76);
  body.writeUInt32BE(height * 65536, 80);
  return box('tkhd', body);
}

export function mp4Fixture(width: number, height: number, options: { rotate?: boolean; padding?: number } = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isomiso2avc1mp41'));
  const mdat = box('mdat', Buffer.alloc(options.padding ?? 64));
  const moov = box('moov', box('trak', tkhd(0, 0, false)), box('trak', tkhd(width, height, options.rotate ?? false)));
  // moov after mdat, as most encoders write it without "faststart".
  return Buffer.concat([ftyp, mdat, moov]);
}
