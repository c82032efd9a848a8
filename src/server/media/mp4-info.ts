export type Mp4Info = { brand: string; durationSeconds: number; width: number; height: number; codec: string };

type Box = { type: string; start: number; end: number };

function* boxes(data: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return;
    yield { type: data.toString('latin1', at + 4, at + 8), start: at + header, end: at + size };
    at += size;
  }
}

function child(data: Buffer, parent: Box | { start: number; end: number }, ...path: string[]): Box | undefined {
  let box: Box | { start: number; end: number } | undefined = parent;
  for (const type of path) {
    box = [...boxes(data, box.start, box.end)].find((b) => b.type === type);
    if (!box) return undefined;
  }
  return box as Box;
}

/**
 * What a player reads first from an MP4 (ISO base media file): brand, duration, and the first
 * video track's size and codec. Enough to show file details and to check our own encoder output.
 */
export function mp4Info(data: Buffer): Mp4Info | null {
  const whole = { start: 0, end: data.length };
  const ftyp = child(data, whole, 'ftyp');
  const mvhd = child(data, whole, 'moov', 'mvhd');
  if (!ftyp || !mvhd) return null;
  const v1 = data[mvhd.start] === 1;
  const timescale = data.readUInt32BE(mvhd.start + (v1 ? 20 : 12));
  const duration = v1 ? Number(data.readBigUInt64BE(mvhd.start + 24)) : data.readUInt32BE(mvhd.start + 16);
  const moov = child(data, whole, 'moov')!;
  for (const trak of boxes(data, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const hdlr = child(data, trak, 'mdia', 'hdlr');
    if (!hdlr || data.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'vide') continue;
    const tkhd = child(data, trak, 'tkhd')!;
    const sizeAt = tkhd.end - 8;
    const stsd = child(data, trak, 'mdia', 'minf', 'stbl', 'stsd');
    const codec = stsd ? data.toString('latin1', stsd.start + 12, stsd.start + 16) : '';
    return { brand: data.toString('latin1', ftyp.start, ftyp.start + 4), durationSeconds: timescale ? duration / timescale : 0, width: data.readUInt32BE(sizeAt) >>> 16, height: data.readUInt32BE(sizeAt + 4) >>> 16, codec };
  }
  return null;
}
