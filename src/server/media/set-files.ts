import { buffer } from 'node:stream/consumers';
import { ART_SIZE, setMemberLayers, setRigSvg, setScene, type AnimationName } from '#/lib/art/index.ts';
import { setToLottie, sharedAnimations } from '#/lib/art/rigged/lottie-set.ts';
import { slugify } from '#/lib/slugify.ts';
import { layersToAi } from './ai.ts';
import { derive, type MediaContext } from './derived.ts';
import { layersToEps } from './eps.ts';
import { setToFla } from './fla.ts';
import { dotLottie } from './motion-files.ts';
import { MP4_LOOP } from './mp4.ts';
import { reelVideos } from './reel.ts';
import type { LayerGroup } from './path.ts';
import { PNG_SIZE, sceneToPng } from './png.ts';
import { CONTENT_TYPES, EXTENSIONS, singleFiles, suffix, type FileFormat, type Made } from './single-files.ts';
import { animationAt, type ArtSource } from './source.ts';
import { WEBM_LOOP } from './webm.ts';
import { zip, type ZipEntry } from './zip.ts';

type SetSource = Extract<ArtSource, { kind: 'set' }>;

/** Already compressed: stored in the ZIP as they are (JSON and vector text is deflated). */
const PACKED = new Set(['png', 'mp4', 'webm', 'fla', 'lottie']);

/** Each member's files of a format, named after the member (`benny-the-bear.png`, `benny-the-bear-three-quarter.png`). */
export function memberFiles(format: FileFormat, source: SetSource): { name: string; made: Made }[] {
  return source.members.flatMap((m) => singleFiles(format, m.art, m.title).map((made) => ({ name: `${slugify(m.title)}${suffix(made)}.${made.ext}`, made })));
}

/** Bump when the group Lottie's writer changes (the members' own files have their own version). */
const GROUP_LOTTIE_WRITER = 'set-lottie-1';

/**
 * The group Lottie: one JSON per animation the whole cast has (`forest-friends-set-wave.json`), each
 * member a precomposition named after them, and a dotLottie holding them all (`forest-friends-set.lottie`).
 */
function groupLotties(source: SetSource, set: { slug: string; title: string }): { name: string; made: Made }[] {
  const input = `${GROUP_LOTTIE_WRITER}\n${set.title}\n${source.members.map((m) => `${m.title}\n${JSON.stringify(m.art)}`).join('\n')}`;
  const names = sharedAnimations(source.members);
  const doc = (name: AnimationName) => setToLottie(source.members, name, set.title);
  const files = names.map((name) => ({
    name: `${set.slug}-${name}.json`,
    made: { variant: name, ext: 'json', contentType: 'application/json', input: `${input}\n${name}`, data: async () => Buffer.from(JSON.stringify(doc(name))) } satisfies Made,
  }));
  const all: Made = { variant: '', ext: 'lottie', contentType: 'application/zip', input, data: async () => dotLottie(names.map((id) => ({ id, data: doc(id) }))) };
  return names.length ? [{ name: `${set.slug}.lottie`, made: all }, ...files] : [];
}

/**
 * The group scene in a format: the cast together, as in the set's gallery and clip. Sprite sheets are
 * one character's frames for a game engine, so a set's ZIP of those holds its members' files only.
 */
function groupFile(format: FileFormat, source: SetSource, title: string): Made | null {
  const arts = source.members.map((m) => m.art);
  const base = { variant: '', ext: EXTENSIONS[format], contentType: CONTENT_TYPES[format] };
  const scene = () => setScene(arts, 'front');
  // Each member a group named after them, their parts named as in the set's SVG (`benny-the-bear-arm-right-upper`).
  const groups = (): LayerGroup[] => setMemberLayers(arts, 'front').map((layers, i) => {
    const slug = slugify(source.members[i]!.title);
    return { name: slug, layers: layers.map((l) => ({ ...l, name: `${slug}-${l.name}` })) };
  });
  const loop = (n: number) => Array.from({ length: n }, (_, i) => animationAt(source, i / n));
  switch (format) {
    case 'EPS': return { ...base, input: `eps-objects-1\n${title}\n${JSON.stringify(groups())}`, data: async () => layersToEps(ART_SIZE, groups(), title) };
    case 'AI': return { ...base, input: `ai-layers-1\n${title}\n${JSON.stringify(groups())}`, data: () => layersToAi(ART_SIZE, groups(), title) };
    case 'SVG': {
      const svg = setRigSvg(source.members, title);
      return { ...base, input: svg, data: async () => Buffer.from(svg) };
    }
    case 'PNG': return { ...base, input: JSON.stringify(scene()), data: () => sceneToPng(scene(), PNG_SIZE) };
    case 'FLA': return { ...base, input: `fla-symbols-2\n${title}\n${source.members.map((m) => `${m.title}\n${JSON.stringify(m.art)}`).join('\n')}`, data: async () => setToFla(source.members, title) };
    case 'MP4': return { ...base, input: `${JSON.stringify(MP4_LOOP)}\n${JSON.stringify(loop(8))}`, data: () => reelVideos(source).then((v) => v.mp4) };
    case 'WEBM': return { ...base, input: `${JSON.stringify(WEBM_LOOP)}\n${JSON.stringify(loop(8))}`, data: () => reelVideos(source).then((v) => v.webm) };
    case 'LOTTIE':
    case 'SPRITES':
      return null;
  }
}

/** A made file's bytes, through storage: a member's file is the same stored object as that character's own download. */
async function stored(ctx: MediaContext, made: Made): Promise<Buffer> {
  const { key } = await derive(ctx, { input: made.input, ext: made.ext, contentType: made.contentType }, made.data);
  const object = await ctx.storage.get(key);
  if (!object) throw new Error(`${key} vanished from storage`);
  return buffer(object.body);
}

/** A set's download of one format: a ZIP of every member's files and the group scene (`forest-friends-set.png`). */
export function setZip(ctx: MediaContext, format: FileFormat, source: SetSource, set: { slug: string; title: string }): Made {
  const members = memberFiles(format, source);
  const scene = groupFile(format, source, set.title);
  const group = format === 'LOTTIE' ? groupLotties(source, set) : scene ? [{ name: `${set.slug}.${EXTENSIONS[format]}`, made: scene }] : [];
  const all = [...members, ...group];
  return {
    variant: '', ext: 'zip', contentType: 'application/zip',
    input: `set-zip\n${format}\n${all.map((f) => `${f.name}\n${f.made.input}`).join('\n')}`,
    data: async () => {
      const entries: ZipEntry[] = [];
      for (const f of all) entries.push({ name: f.name, data: await stored(ctx, f.made), store: PACKED.has(f.made.ext) });
      return zip(entries);
    },
    ...(members[0]?.made.width ? { width: members[0].made.width, height: members[0].made.height } : {}),
    ...(members[0]?.made.durationMs ? { durationMs: members[0].made.durationMs } : {}),
  };
}
