import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { mp4Info } from './mp4-info.ts';
import { unzip } from './zip.ts';

/**
 * What a character's files hold, read from the files themselves (never from what the writers meant
 * to write): the one source for every claim a page makes about them — formats, layers, symbols, the
 * rig, animations and their lengths, dimensions, duration, fps and transparency. The character page's
 * "What's inside" panel shows these, and a test holds the files table and the FAQ to them.
 */

export type StoredFile = { format: string; variant: string; fileName: string; data: Buffer };
export type AnimationClaim = { name: string; frames: number; fps: number; seconds: number };
export type Size = { width: number; height: number };

export type FileClaims = {
  formats: string[];
  /** AI: the PDF's optional content groups (the layer list Illustrator and Acrobat show). */
  aiLayers: string[];
  /** EPS: the %%BeginObject groups. */
  epsObjects: string[];
  /** SVG: groups with a pivot (the rig), and whether they nest (parented). */
  svgRig: { parts: string[]; nested: boolean } | null;
  /** FLA: the library's symbols, the instances placed and the classic tweens on the timeline. */
  fla: { symbols: string[]; instances: number; tweens: number; labels: string[]; fps: number } | null;
  /** Lottie (from the dotLottie): layer names, parented layers, and each animation. */
  lottie: { layers: string[]; parented: number; animations: AnimationClaim[] } | null;
  /** Sprite sheets: each sheet's animation, frame size and rate. */
  sprites: { name: string; frames: number; fps: number; frame: Size }[];
  png: (Size & { variant: string; transparent: boolean })[];
  mp4: (Size & { seconds: number }) | null;
  webmAlpha: boolean | null;
};

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

async function pdfLayers(data: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(data, { updateMetadata: false });
  const props = doc.catalog.lookupMaybe(PDFName.of('OCProperties'), PDFDict);
  const ocgs = props?.lookupMaybe(PDFName.of('OCGs'), PDFArray);
  if (!ocgs) return [];
  return ocgs.asArray().map((ref) => doc.context.lookup(ref as PDFRef, PDFDict).lookup(PDFName.of('Name'), PDFString).decodeText());
}

function flaClaims(data: Buffer): FileClaims['fla'] {
  const files = unzip(data);
  const symbols = [...files.keys()].filter((k) => k.startsWith('LIBRARY/') && k.endsWith('.xml')).map((k) => k.slice(8, -4));
  const dom = files.get('DOMDocument.xml')?.toString() ?? '';
  const labels = [...dom.matchAll(/<DOMFrame[^>]*\bname="([^"]+)"/g)].map((m) => m[1]!);
  // An XFL without frameRate plays at 24, as Animate reads it.
  const fps = Number(dom.match(/<DOMDocument\b[^>]*\bframeRate="(\d+(?:\.\d+)?)"/)?.[1] ?? 24);
  return { symbols, instances: count(dom, /<DOMSymbolInstance\b/g), tweens: count(dom, /tweenType="motion"/g), labels, fps };
}

type LottieJson = { fr: number; op: number; ip: number; layers: { nm: string; parent?: number }[] };

function lottieClaims(data: Buffer): FileClaims['lottie'] {
  const files = unzip(data);
  const manifest = JSON.parse(files.get('manifest.json')?.toString() ?? '{"animations":[]}') as { animations: { id: string }[] };
  const docs = manifest.animations.map((a) => ({ id: a.id, doc: JSON.parse(files.get(`animations/${a.id}.json`)!.toString()) as LottieJson }));
  const first = docs[0]?.doc;
  return {
    layers: first?.layers.map((l) => l.nm) ?? [],
    parented: first?.layers.filter((l) => l.parent !== undefined).length ?? 0,
    animations: docs.map(({ id, doc }) => ({ name: id, frames: doc.op - doc.ip, fps: doc.fr, seconds: (doc.op - doc.ip) / doc.fr })),
  };
}

/** WebM alpha: VP9 keeps it in BlockAdditions, announced by the track's AlphaMode element (0x53C0) set to 1. */
const webmAlpha = (data: Buffer) => data.subarray(0, 4096).includes(Buffer.from([0x53, 0xc0, 0x81, 0x01]));

/** Reads every claim from the stored files of one character. */
export async function readClaims(files: StoredFile[]): Promise<FileClaims> {
  const of = (format: string) => files.filter((f) => f.format === format);
  const main = (format: string) => of(format).find((f) => f.variant === '') ?? of(format)[0];
  const svg = main('SVG')?.data.toString() ?? '';
  const parts = [...svg.matchAll(/<g id="([^"]+)"[^>]*data-pivot=/g)].map((m) => m[1]!);
  const eps = main('EPS')?.data.toString('latin1') ?? '';
  const sprites = of('SPRITES').filter((f) => f.fileName.endsWith('.json')).map((f) => {
    const sheet = JSON.parse(f.data.toString()) as { frames: Record<string, { sourceSize: { w: number; h: number } }>; animations: Record<string, string[]>; meta: { frameRate: number } };
    const size = Object.values(sheet.frames)[0]?.sourceSize ?? { w: 0, h: 0 };
    return { name: Object.keys(sheet.animations)[0] ?? '', frames: Object.keys(sheet.frames).length, fps: sheet.meta.frameRate, frame: { width: size.w, height: size.h } };
  });
  const png = await Promise.all(of('PNG').map(async (f) => {
    const meta = await sharp(f.data).metadata();
    return { variant: f.variant, width: meta.width, height: meta.height, transparent: meta.hasAlpha };
  }));
  const mp4 = main('MP4') ? mp4Info(main('MP4')!.data) : null;
  return {
    formats: [...new Set(files.map((f) => f.format))],
    aiLayers: main('AI') ? await pdfLayers(main('AI')!.data) : [],
    epsObjects: [...eps.matchAll(/^%%BeginObject: (.+)$/gm)].map((m) => m[1]!.trim()),
    svgRig: parts.length ? { parts, nested: /<g id="[^"]+"[^>]*data-pivot=[^>]*>\s*(?:<path[^>]*>\s*)*<g id=/.test(svg) } : null,
    fla: main('FLA') ? flaClaims(main('FLA')!.data) : null,
    lottie: main('LOTTIE') ? lottieClaims(main('LOTTIE')!.data) : null,
    sprites,
    png,
    mp4: mp4 ? { width: mp4.width, height: mp4.height, seconds: mp4.durationSeconds } : null,
    webmAlpha: main('WEBM') ? webmAlpha(main('WEBM')!.data) : null,
  };
}
