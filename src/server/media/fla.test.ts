import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { animationsOf, apply, artFor, poseAt, rigOf, worldMatrices, type Easing, type Matrix } from '#/lib/art/index.ts';
import { rigToFla, setToFla } from './fla.ts';
import { tweenMatrix } from './xfl-tween.ts';
import { unzip } from './zip.ts';

type Node = Record<string, unknown>;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['Include', 'DOMLayer', 'DOMFrame', 'DOMSymbolInstance', 'DOMShape', 'Point', 'DOMFolderItem'].includes(name) });
const list = (x: unknown) => (x ?? []) as Node[];
const attr = (n: Node, a: string, fallback = 0) => (n[`@${a}`] === undefined ? fallback : Number(n[`@${a}`]));

function readFla(fla: Buffer) {
  const files = unzip(fla);
  for (const [name, data] of files) if (name.endsWith('.xml')) expect(XMLValidator.validate(data.toString()), name).toBe(true);
  const dom = parser.parse(files.get('DOMDocument.xml')!.toString()).DOMDocument as Node;
  const library = new Map(list((dom.symbols as Node).Include).map((inc) => {
    const href = String(inc['@href']);
    const item = parser.parse(files.get(`LIBRARY/${href}`)!.toString()).DOMSymbolItem as Node;
    return [String(item['@name']), item] as const;
  }));
  return { dom, library, layers: list((((dom.timelines as Node).DOMTimeline as Node).layers as Node).DOMLayer) };
}

const symbolFrames = (item: Node) => list((list((((item.timeline as Node).DOMTimeline as Node).layers as Node).DOMLayer)[0]!.frames as Node).DOMFrame);
const instanceOf = (frame: Node) => list((frame.elements as Node).DOMSymbolInstance)[0]!;
const matrixOf = (inst: Node): Matrix => {
  const m = (inst.matrix as Node).Matrix as Node;
  return [attr(m, 'a', 1), attr(m, 'b'), attr(m, 'c'), attr(m, 'd', 1), attr(m, 'tx'), attr(m, 'ty')];
};
const EASES: Record<string, Easing> = { '0.42,0,1,1': 'ease-in', '0,0,0.58,1': 'ease-out', '0.42,0,0.58,1': 'ease-in-out' };
function easeOf(frame: Node): Easing {
  if (frame['@hasCustomEase'] !== 'true') return 'linear';
  const points = list(((frame.tweens as Node).CustomEase as Node).Point);
  return EASES[[attr(points[1]!, 'x'), attr(points[1]!, 'y'), attr(points[2]!, 'x'), attr(points[2]!, 'y')].join(',')]!;
}

/** What Animate shows of a layer at `frame`: its keyframe's matrix, or the classic tween from it to the next keyframe. */
function shownAt(frames: Node[], frame: number): Matrix {
  const i = frames.findLastIndex((f) => attr(f, 'index') <= frame);
  const [key, next] = [frames[i]!, frames[i + 1]];
  if (key['@tweenType'] !== 'motion' || !next) return matrixOf(instanceOf(key));
  const t = (frame - attr(key, 'index')) / (attr(next, 'index') - attr(key, 'index'));
  return tweenMatrix(matrixOf(instanceOf(key)), matrixOf(instanceOf(next)), t, easeOf(key));
}

describe.each([
  ['fantasy', 'Pirate Pete'], ['animals', 'Lola the Llama'], ['robots', 'Delivery Drone Dot'], ['food-mascots', 'Taco Tom'], ['animals', 'Ollie the Owl'],
])('FLA (XFL) of a rigged character (%s: %s)', (type, name) => {
  const rig = rigOf(artFor(type, name));
  const { library, layers } = readFla(rigToFla(rig, name));
  const drawn = rig.parts.filter((p) => p.shapes.length);

  it('holds one graphic symbol per part in the library, each drawn once about its joint', () => {
    expect(drawn.length).toBeGreaterThan(10);
    for (const part of drawn) {
      const item = library.get(part.id)!;
      expect(item, part.id).toBeDefined();
      expect(item['@symbolType']).toBe('graphic');
      const frames = symbolFrames(item);
      // The first edge starts where the part's first path does, less the pivot (in twips): the joint is the symbol's origin.
      const [x, y] = part.shapes[0]!.d.match(/-?\d*\.?\d+/g)!.slice(0, 2).map(Number) as [number, number];
      const first = (list((frames[0]!.elements as Node).DOMShape)[0]!.edges as Node).Edge as Node;
      const [ex, ey] = String(first['@edges']).slice(1).split(/[ |[!]/).map(Number) as [number, number];
      expect(Math.abs(ex / 20 + part.pivot[0] - x)).toBeLessThan(0.1);
      expect(Math.abs(ey / 20 + part.pivot[1] - y)).toBeLessThan(0.1);
    }
    // The face parts carry every expression, one labelled frame each, the character's own first.
    const mouth = symbolFrames(library.get('mouth') ?? library.get('face')!);
    expect(mouth.map((f) => f['@name'])).toEqual(expect.arrayContaining(['happy', 'surprised', 'angry', 'sad']));
    expect(mouth[0]!['@name']).toBe(rig.expression);
  });

  it('places every symbol on a layer of its own, top part first, with the transformation point at the joint', () => {
    const partLayers = layers.filter((l) => l['@name'] !== 'animations');
    expect(partLayers.map((l) => l['@name'])).toEqual([...drawn].reverse().map((p) => p.id));
    const world = worldMatrices(rig, poseAt(animationsOf(rig)[0]!, 0));
    for (const layer of partLayers) {
      const part = drawn.find((p) => p.id === layer['@name'])!;
      for (const frame of list((layer.frames as Node).DOMFrame)) expect(library.has(String(instanceOf(frame)['@libraryItemName']))).toBe(true);
      const first = instanceOf(list((layer.frames as Node).DOMFrame)[0]!);
      const point = list((first.transformationPoint as Node).Point)[0]!;
      const [x, y] = apply(matrixOf(first), [attr(point, 'x'), attr(point, 'y')]);
      const [px, py] = apply(world.get(part.id)!, part.pivot);
      expect(Math.hypot(x - px, y - py), part.id).toBeLessThan(0.01);
    }
  });

  it('parents each part layer to its parent part’s layer, as Animate’s layer parenting saves it', () => {
    const partLayers = layers.filter((l) => l['@name'] !== 'animations');
    const byRigging = new Map(partLayers.filter((l) => l['@layerRiggingIndex'] !== undefined).map((l) => [attr(l, 'layerRiggingIndex'), String(l['@name'])]));
    expect(byRigging.size).toBe(partLayers.filter((l) => l['@layerRiggingIndex'] !== undefined).length);
    const byId = new Map(rig.parts.map((p) => [p.id, p]));
    const shown = new Set(drawn.map((p) => p.id));
    const followed: Record<string, string> = {};
    for (const layer of partLayers) {
      const frames = list((layer.frames as Node).DOMFrame);
      // The layer itself never names a parent (on a DOMLayer that attribute means a folder or mask).
      expect(layer['@parentLayerIndex'], String(layer['@name'])).toBeUndefined();
      const parents = new Set(frames.map((f) => (f['@parentLayerIndex'] === undefined ? null : byRigging.get(attr(f, 'parentLayerIndex')))));
      expect(parents.size, String(layer['@name'])).toBe(1);
      let above = byId.get(byId.get(String(layer['@name']))!.parent ?? '');
      while (above && !shown.has(above.id)) above = byId.get(above.parent ?? '');
      const parent = [...parents][0];
      expect(parent ?? null, String(layer['@name'])).toBe(above?.id ?? null);
      if (parent) followed[String(layer['@name'])] = parent;
    }
    if (shown.has('arm-right-lower')) expect(followed['arm-right-lower']).toBe('arm-right-upper');
    if (shown.has('hand-right')) expect(followed['hand-right']).toMatch(/^arm-right-/);
    expect(Object.keys(followed).length).toBeGreaterThan(drawn.length / 2);
  });

  it('plays each animation as classic tweens that follow the rig within a pixel at every frame', () => {
    const labels = list((layers.find((l) => l['@name'] === 'animations')!.frames as Node).DOMFrame);
    const animations = animationsOf(rig);
    expect(labels.map((l) => l['@name'])).toEqual(animations.map((a) => a.name));
    for (const [i, animation] of animations.entries()) {
      const start = attr(labels[i]!, 'index');
      expect(attr(labels[i]!, 'duration')).toBe(animation.frames);
      let tweens = 0;
      for (let f = 0; f < animation.frames; f += 1) {
        const world = worldMatrices(rig, poseAt(animation, f));
        for (const layer of layers.filter((l) => l['@name'] !== 'animations')) {
          const part = drawn.find((p) => p.id === layer['@name'])!;
          const frames = list((layer.frames as Node).DOMFrame);
          if (f === 0) tweens += frames.filter((k) => k['@tweenType'] === 'motion' && attr(k, 'index') >= start && attr(k, 'index') < start + animation.frames).length;
          const [x, y] = apply(shownAt(frames, start + f), [0, 0]);
          const [px, py] = apply(world.get(part.id)!, part.pivot);
          expect(Math.hypot(x - px, y - py), `${animation.name} ${f} ${part.id}`).toBeLessThan(1);
        }
      }
      expect(tweens, animation.name).toBeGreaterThan(5);
    }
  });
});

describe('FLA of a set', () => {
  it('holds each member as a symbol of its own, with its parts in a folder named after them', () => {
    const members = [{ title: 'Benny the Bear', art: artFor('animals', 'Benny the Bear') }, { title: 'Foxy Fiona', art: artFor('animals', 'Foxy Fiona') }];
    const { dom, library, layers } = readFla(setToFla(members, 'Forest Friends Set'));
    expect(layers.map((l) => l['@name'])).toEqual(['foxy-fiona', 'benny-the-bear']);
    const placed = layers.map((l) => instanceOf(list((l.frames as Node).DOMFrame)[0]!));
    expect(placed.map((p) => p['@libraryItemName'])).toEqual(['foxy-fiona', 'benny-the-bear']);
    expect(placed.map((p) => p['@loop'])).toEqual(['loop', 'loop']);
    expect(list((dom.folders as Node).DOMFolderItem).map((f) => f['@name'])).toEqual(['benny-the-bear parts', 'foxy-fiona parts']);
    for (const [slug, member] of [['benny-the-bear', members[0]!], ['foxy-fiona', members[1]!]] as const) {
      const inner = list((((library.get(slug)!.timeline as Node).DOMTimeline as Node).layers as Node).DOMLayer);
      for (const part of rigOf(member.art).parts.filter((p) => p.shapes.length)) {
        expect(library.has(`${slug} parts/${part.id}`), part.id).toBe(true);
        expect(inner.some((l) => l['@name'] === part.id)).toBe(true);
      }
    }
  });
});
