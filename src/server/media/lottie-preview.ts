import { animationOf, rigOf, type CharacterArt } from '#/lib/art/index.ts';
import { rigToLottie } from '#/lib/art/rigged/lottie.ts';
import { watermarkPng } from './watermark.ts';

/**
 * The Lottie the character page plays where the preview clip played: the reel (the wave, then the
 * walk or the idle) of the rig, with the store's watermark on top as an image layer, like the clip's.
 * A visitor who edits the JSON can drop that layer; what they get is the reel alone, not the files
 * a buyer downloads (docs/decisions/0210-lottie-preview.md).
 */
export async function previewLottie(art: CharacterArt, title: string): Promise<Buffer> {
  const rig = rigOf(art);
  const reel = animationOf(rig, 'reel')!;
  const doc = rigToLottie(rig, reel, title);
  const png = await watermarkPng(rig.width, rig.height);
  const asset = { id: 'watermark', w: rig.width, h: rig.height, u: '', p: `data:image/png;base64,${png.toString('base64')}`, e: 1 };
  const still = <T>(k: T) => ({ a: 0 as const, k });
  const mark = {
    ddd: 0, ind: rig.parts.length + 1, ty: 2, nm: 'watermark', refId: 'watermark', sr: 1, ao: 0, ip: 0, op: reel.frames, st: 0, bm: 0,
    ks: { a: still([0, 0]), p: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100) },
  };
  return Buffer.from(JSON.stringify({ ...doc, assets: [asset], layers: [mark, ...doc.layers] }));
}
