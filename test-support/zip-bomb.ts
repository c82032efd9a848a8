import zlib from 'node:zlib';

/**
 * Zip archives built by hand for upload attacks: an entry of `megabytes` of zeros
 * deflated to a few hundred kilobytes (ratio about 1 000:1), nested bombs, and
 * entry names with `../` (zip slip). Nothing here is ever unpacked by the tests.
 */
type Entry = { name: string; data: Buffer; crc: number; size: number; method: 0 | 8 };

function deflateEntry(name: string, megabytes: number): Promise<Entry> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(1024 * 1024);
    const deflate = zlib.createDeflateRaw({ level: 9 });
    const out: Buffer[] = [];
    let crc = 0;
    deflate.on('data', (d: Buffer) => out.push(d));
    deflate.on('end', () => resolve({ name, data: Buffer.concat(out), crc, size: megabytes * 1024 * 1024, method: 8 }));
    for (let i = 0; i < megabytes; i++) {
      deflate.write(chunk);
      crc = zlib.crc32(chunk, crc);
    }
    deflate.end();
  });
}

export function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const stored = (name: string, data: Buffer): Entry => ({ name, data, crc: zlib.crc32(data), size: data.length, method: 0 });

/** One entry of `megabytes` MB of zeros. */
export async function zipBomb(megabytes = 200): Promise<Buffer> {
  return zip([await deflateEntry('content.bin', megabytes)]);
}

/** A zip of ten copies of a bomb (stored, not recompressed): 10 × `megabytes` once fully unpacked. */
export async function nestedZipBomb(megabytes = 100): Promise<Buffer> {
  const inner = await zipBomb(megabytes);
  return zip(Array.from({ length: 10 }, (_, i) => stored(`layer-${i}.zip`, inner)));
}

/** Entries whose names climb out of any folder they would be unpacked into. */
export function zipSlip(): Buffer {
  return zip([stored('../../../../zip-slip-escaped.txt', Buffer.from('escaped')), stored('/tmp/zip-slip-absolute.txt', Buffer.from('absolute'))]);
}
