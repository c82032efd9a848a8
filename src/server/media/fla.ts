import { animationsOf, rigInSlot, rigOf, setSlots, type CharacterArt, type CharacterRig } from '#/lib/art/index.ts';
import { slugify } from '#/lib/slugify.ts';
import { rigTimeline, type RigTimeline } from './fla-rig.ts';
import { esc, instanceXml, itemId, LAST_MODIFIED, symbolItem, XFL_NS } from './xfl-xml.ts';
import { zip } from './zip.ts';

/**
 * Animate documents (XFL zipped, which Animate opens as .fla). A character is its rig: each part a
 * graphic symbol in the library, placed on a layer of its own, with the idle, wave and walk as
 * classic tweens after one another (frame labels mark where each starts). A set holds each member
 * as a graphic symbol of its own (its rig timeline inside), placed where it stands in the group.
 */

export const FLA_FPS = 24;

type Doc = { title: string; width: number; height: number; symbols: { name: string; xml: string }[]; folders: string[]; layers: string[] };

function xflZip(doc: Doc): Buffer {
  const includes = doc.symbols.map((s) => `    <Include href="${esc(s.name)}.xml" loadImmediate="false" itemID="${itemId(s.name)}" lastModified="${LAST_MODIFIED}"/>`);
  const folders = doc.folders.length ? `  <folders>\n${doc.folders.map((f) => `    <DOMFolderItem name="${esc(f)}" itemID="${itemId(`folder:${f}`)}"/>`).join('\n')}\n  </folders>` : '';
  const dom = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<DOMDocument ${XFL_NS} width="${doc.width}" height="${doc.height}" frameRate="${FLA_FPS}" currentTimeline="1" xflVersion="2.97" creatorInfo="Toonmart" platform="Windows" versionInfo="Saved by Toonmart" majorVersion="19">`,
    ...(folders ? [folders] : []),
    '  <symbols>', ...includes, '  </symbols>',
    `  <timelines>\n    <DOMTimeline name="${esc(doc.title)}">\n      <layers>`,
    ...doc.layers,
    '      </layers>\n    </DOMTimeline>\n  </timelines>',
    '</DOMDocument>',
    '',
  ].join('\n');
  return zip([
    { name: 'DOMDocument.xml', data: Buffer.from(dom) },
    { name: 'PublishSettings.xml', data: Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<flash_profiles></flash_profiles>\n') },
    ...doc.symbols.map((s) => ({ name: `LIBRARY/${s.name}.xml`, data: Buffer.from(s.xml) })),
    { name: `${doc.title.replace(/[^\w -]/g, '').trim() || 'character'}.xfl`, data: Buffer.from('PROXY-CS5') },
  ]);
}

const timelineOf = (rig: CharacterRig, prefix = ''): RigTimeline => rigTimeline(rig, animationsOf(rig), prefix);

/** One character's FLA: its rig's parts as symbols, its animations as tweens on the main timeline. */
export function rigToFla(rig: CharacterRig, title: string): Buffer {
  const timeline = timelineOf(rig);
  return xflZip({ title, width: rig.width, height: rig.height, symbols: timeline.symbols, folders: [], layers: timeline.layers });
}

/**
 * A set's group FLA: each member a symbol named after them (their parts in a folder of their own), standing in
 * their slot, each starting a little further into its loop (as in the set's clip) so the cast does not move in step.
 */
export function setToFla(members: { title: string; art: CharacterArt }[], title: string): Buffer {
  const cast = members.slice(0, 5);
  const slots = setSlots(cast.length);
  const placed = cast.map(({ title: name, art }, i) => {
    const rig = rigOf(art);
    const slug = slugify(name);
    const timeline = timelineOf(rig, `${slug} parts/`);
    const root = rig.parts.find((p) => p.parent === null)!;
    const [s, dx, dy] = rigInSlot(rig, slots[i]!);
    const layer = `        <DOMLayer name="${esc(slug)}" color="#4F80FF">\n          <frames>\n            <DOMFrame index="0" duration="${timeline.frames}" keyMode="9728"><elements>${instanceXml(slug, [s, 0, 0, s, dx, dy], { tp: root.pivot, loop: 'loop', frame: Math.round((i * timeline.frames) / cast.length) })}</elements></DOMFrame>\n          </frames>\n        </DOMLayer>`;
    return { slug, timeline, layer };
  });
  return xflZip({
    title, width: 1000, height: 1000,
    folders: placed.map((p) => `${p.slug} parts`),
    symbols: placed.flatMap((p) => [...p.timeline.symbols, { name: p.slug, xml: symbolItem(p.slug, p.timeline.layers) }]),
    // The back row is placed first and drawn behind: the last member's layer is the top one.
    layers: placed.map((p) => p.layer).reverse(),
  });
}
