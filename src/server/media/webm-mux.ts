/**
 * A WebM (Matroska) file holding one VP9 video track with an alpha channel, written from two VP9
 * streams: the colour frames and the alpha frames (the alpha plane encoded as the luma of a second
 * stream). That is how WebM carries transparency: each colour frame is a Block, its alpha frame the
 * BlockAdditional (BlockAddID 1) beside it, and the track says AlphaMode 1; browsers, Premiere and
 * After Effects (through their WebM readers) and ffmpeg's libvpx decoder read it.
 */

export type VideoFrame = { data: Buffer; key: boolean };

/** The frames of an IVF file (what ffmpeg's `-f ivf` writes): a 32-byte header, then size, timestamp and bytes per frame. */
export function ivfFrames(ivf: Buffer): Buffer[] {
  if (ivf.toString('latin1', 0, 4) !== 'DKIF') throw new Error('not an IVF stream');
  const frames: Buffer[] = [];
  for (let at = ivf.readUInt16LE(6); at + 12 <= ivf.length; ) {
    const size = ivf.readUInt32LE(at);
    frames.push(ivf.subarray(at + 12, at + 12 + size));
    at += 12 + size;
  }
  return frames;
}

/** A VP9 frame's first byte: frame marker, profile, show-existing-frame, then frame type (0 = key frame). */
export function isVp9KeyFrame(frame: Buffer): boolean {
  const b = frame[0] ?? 0;
  const profile = ((b >> 5) & 1) | (((b >> 4) & 1) << 1);
  const shift = profile === 3 ? 1 : 0;
  const showExisting = (b >> (3 - shift)) & 1;
  return !showExisting && ((b >> (2 - shift)) & 1) === 0;
}

const idBytes = (id: number) => Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');

/** An EBML size as a variable-length integer, in as few bytes as it fits. */
function vint(n: number): Buffer {
  for (let len = 1; len <= 8; len++) {
    if (n < 2 ** (7 * len) - 1) {
      const out = Buffer.alloc(len);
      let v = n;
      for (let i = len - 1; i >= 0; i--) {
        out[i] = v % 256;
        v = Math.floor(v / 256);
      }
      out[0]! |= 1 << (8 - len);
      return out;
    }
  }
  throw new Error('EBML element too large');
}

const element = (id: number, ...body: Buffer[]) => {
  const data = Buffer.concat(body);
  return Buffer.concat([idBytes(id), vint(data.length), data]);
};

function uint(id: number, n: number): Buffer {
  const hex = n.toString(16);
  return element(id, Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex'));
}

function float(id: number, n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(n);
  return element(id, b);
}

const text = (id: number, s: string) => element(id, Buffer.from(s, 'utf8'));

function int16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
}

/** One frame as a BlockGroup: the colour frame, its alpha frame, and (unless it is a key frame) a reference to the frame before. */
function blockGroup(colour: VideoFrame, alpha: Buffer, relativeMs: number, previousMs: number | null): Buffer {
  const block = element(0xa1, Buffer.from([0x81]), int16(relativeMs), Buffer.from([0x00]), colour.data);
  const additions = element(0x75a1, element(0xa6, uint(0xee, 1), element(0xa5, alpha)));
  const reference = colour.key || previousMs === null ? [] : [element(0xfb, int16(previousMs - relativeMs))];
  return element(0xa0, block, ...reference, additions);
}

export type WebmTrack = { width: number; height: number; fps: number };

/**
 * The WebM of `colour` and `alpha` frames (same count, same key frames), one cluster per colour
 * key frame, with cues so players can seek to each.
 */
export function muxWebmWithAlpha(colour: VideoFrame[], alpha: Buffer[], track: WebmTrack): Buffer {
  if (colour.length !== alpha.length || !colour.length) throw new Error(`colour and alpha frames differ (${colour.length} and ${alpha.length})`);
  const ms = (i: number) => Math.round((i * 1000) / track.fps);
  const header = element(0x1a45dfa3, uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), uint(0x42f3, 8), text(0x4282, 'webm'), uint(0x4287, 4), uint(0x4285, 2));
  const info = element(0x1549a966, uint(0x2ad7b1, 1_000_000), text(0x4d80, 'Toonmart'), text(0x5741, 'Toonmart'), float(0x4489, ms(colour.length)));
  const video = element(0xe0, uint(0xb0, track.width), uint(0xba, track.height), uint(0x53c0, 1));
  const tracks = element(0x1654ae6b, element(0xae, uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 1), uint(0x9c, 0), uint(0x23e383, Math.round(1e9 / track.fps)), text(0x86, 'V_VP9'), video));
  const clusters: Buffer[] = [];
  const cues: { time: number; offset: number }[] = [];
  let offset = info.length + tracks.length;
  for (let start = 0; start < colour.length; ) {
    let end = start + 1;
    while (end < colour.length && !colour[end]!.key) end++;
    const groups = colour.slice(start, end).map((frame, i) => blockGroup(frame, alpha[start + i]!, ms(start + i) - ms(start), i === 0 ? null : ms(start + i - 1) - ms(start)));
    const cluster = element(0x1f43b675, uint(0xe7, ms(start)), ...groups);
    cues.push({ time: ms(start), offset });
    clusters.push(cluster);
    offset += cluster.length;
    start = end;
  }
  const cueElement = element(0x1c53bb6b, ...cues.map((c) => element(0xbb, uint(0xb3, c.time), element(0xb7, uint(0xf7, 1), uint(0xf1, c.offset)))));
  return Buffer.concat([header, element(0x18538067, info, tracks, ...clusters, cueElement)]);
}
