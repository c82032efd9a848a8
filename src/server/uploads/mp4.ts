import fsp from 'node:fs/promises';

/**
 * Reads the display size of an MP4's first video track from its tkhd box, with
 * random reads (the moov box may sit at the end of the file): no full read, no
 * ffprobe. Handles 64-bit box sizes and the 90°/270° rotation matrix of phone videos.
 */
type Box = { type: string; start: number; size: number; header: number };

async function readBox(file: fsp.FileHandle, at: number, end: number): Promise<Box | null> {
  if (at + 8 > end) return null;
  const head = Buffer.alloc(16);
  await file.read(head, 0, 16, at);
  let size = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  let header = 8;
  if (size === 1) {
    size = Number(head.readBigUInt64BE(8));
    header = 16;
  } else if (size === 0) {
    size = end - at;
  }
  if (size < header || at + size > end) return null;
  return { type, start: at, size, header };
}

async function children(file: fsp.FileHandle, parent: { start: number; end: number }): Promise<Box[]> {
  const boxes: Box[] = [];
  for (let at = parent.start; boxes.length < 10_000; ) {
    const box = await readBox(file, at, parent.end);
    if (!box) break;
    boxes.push(box);
    at += box.size;
  }
  return boxes;
}

const inside = (box: Box) => ({ start: box.start + box.header, end: box.start + box.size });

async function tkhdSize(file: fsp.FileHandle, tkhd: Box): Promise<{ width: number; height: number } | null> {
  const body = Buffer.alloc(Math.min(tkhd.size - tkhd.header, 96));
  await file.read(body, 0, body.length, tkhd.start + tkhd.header);
  const version = body[0];
  const matrixAt = version === 1 ? 4 + 32 + 16 : 4 + 20 + 16;
  const sizeAt = matrixAt + 36;
  if (body.length < sizeAt + 8) return null;
  const width = Math.round(body.readUInt32BE(sizeAt) / 65536);
  const height = Math.round(body.readUInt32BE(sizeAt + 4) / 65536);
  // Matrix a = 0 with b ≠ 0: the track is shown rotated a quarter turn.
  const rotated = body.readInt32BE(matrixAt) === 0 && body.readInt32BE(matrixAt + 4) !== 0;
  return rotated ? { width: height, height: width } : { width, height };
}

export async function mp4Dimensions(path: string): Promise<{ width: number; height: number } | null> {
  const file = await fsp.open(path, 'r');
  try {
    const { size } = await file.stat();
    const moov = (await children(file, { start: 0, end: size })).find((b) => b.type === 'moov');
    if (!moov) return null;
    for (const trak of (await children(file, inside(moov))).filter((b) => b.type === 'trak')) {
      const tkhd = (await children(file, inside(trak))).find((b) => b.type === 'tkhd');
      const dims = tkhd ? await tkhdSize(file, tkhd) : null;
      // Audio tracks have a zero size; the first track with a size is the video.
      if (dims && dims.width > 0 && dims.height > 0) return dims;
    }
    return null;
  } finally {
    await file.close();
  }
}
