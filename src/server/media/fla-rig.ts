import { boundsOf, type Box } from '#/lib/art/geometry.ts';
import type { Shape } from '#/lib/art/scene.ts';
import { multiply, worldMatrices, poseAt, type Animation, type CharacterRig, type Easing, type Matrix, type RigPart } from '#/lib/art/index.ts';
import { tweenKeys, spread, type TweenKey } from './xfl-tween.ts';
import { esc, instanceXml, partSymbol } from './xfl-xml.ts';

/**
 * A rig as an Animate timeline: one graphic symbol per part in the library (drawn once, its joint at
 * the symbol's origin), one layer per part placing that symbol, and the animations one after another
 * as classic motion tweens, each starting at a frame label of its name.
 */

/** How far (in pixels of the 1000 px canvas) a tween may stray from the rig before a keyframe is added. */
export const TWEEN_TOLERANCE = 0.75;

export type RigTimeline = { layers: string[]; frames: number; symbols: { name: string; xml: string }[]; labels: { name: string; frame: number; frames: number }[] };

const ancestry = (rig: CharacterRig, part: RigPart): RigPart[] => {
  const byId = new Map(rig.parts.map((p) => [p.id, p]));
  const chain: RigPart[] = [];
  for (let p: RigPart | undefined = part; p; p = p.parent ? byId.get(p.parent) : undefined) chain.push(p);
  return chain;
};

/** What a part shows: its drawing, or (face parts) one drawing per expression, the rest expression first. */
function drawingsOf(rig: CharacterRig, part: RigPart): { label?: string; shapes: Shape[] }[] {
  const faces = Object.entries(rig.expressions).filter(([, parts]) => parts[part.id]);
  if (!faces.length) return [{ shapes: part.shapes }];
  faces.sort(([a], [b]) => Number(b === rig.expression) - Number(a === rig.expression));
  return faces.map(([label, parts]) => ({ label, shapes: parts[part.id]! }));
}

const corners = (b: Box, [px, py]: [number, number]): [number, number][] =>
  [[b.x - px, b.y - py], [b.x + b.w - px, b.y - py], [b.x - px, b.y + b.h - py], [b.x + b.w - px, b.y + b.h - py]];

type Span = { frame: number; duration: number; matrix: Matrix; tween: Easing | null };

/** Keyframes as timeline spans: a tween to the next key when it moves, holds merged. */
function spans(keys: TweenKey[], offset: number): Span[] {
  const out: Span[] = [];
  keys.forEach((k, i) => {
    const next = keys[i + 1];
    const moves = next && spread(k.matrix, next.matrix, [[0, 0], [100, 0], [0, 100]]) > 1e-3;
    const span: Span = { frame: offset + k.frame, duration: next ? next.frame - k.frame : 1, matrix: k.matrix, tween: moves ? k.ease : null };
    const last = out[out.length - 1];
    if (last && !last.tween && !span.tween && spread(last.matrix, span.matrix, [[0, 0], [100, 0], [0, 100]]) < 1e-3) last.duration += span.duration;
    else out.push(span);
  });
  return out;
}

const EASE_POINTS: Record<Easing, string> = {
  linear: '', 'ease-in': '<Point x="0.42"/><Point x="1" y="1"/>', 'ease-out': '<Point x="0" y="0"/><Point x="0.58" y="1"/>', 'ease-in-out': '<Point x="0.42"/><Point x="0.58" y="1"/>',
};

function frameXml(span: Span, symbol: string, firstFrame: number, parent?: number): string {
  const follows = parent === undefined ? '' : ` parentLayerIndex="${parent}"`;
  const tween = span.tween === null ? ' keyMode="9728"' : ` tweenType="motion" motionTweenSnap="true" keyMode="22017"${span.tween === 'linear' ? '' : ' hasCustomEase="true" useSingleEaseCurve="true"'}`;
  const ease = span.tween && span.tween !== 'linear' ? `<tweens><CustomEase target="all"><Point/>${EASE_POINTS[span.tween]}<Point x="1" y="1"/></CustomEase></tweens>` : '';
  return `<DOMFrame index="${span.frame}"${span.duration > 1 ? ` duration="${span.duration}"` : ''}${tween}${follows}>${ease}<elements>${instanceXml(symbol, span.matrix, { frame: firstFrame })}</elements></DOMFrame>`;
}

/** Every frame's world matrices of an animation, worked out once. */
function framesOf(rig: CharacterRig, animation: Animation): Map<string, Matrix>[] {
  return Array.from({ length: animation.frames }, (_, f) => worldMatrices(rig, poseAt(animation, f)));
}

/** The keyframes of one part through one animation: the rig's own keys and its parents', plus any a tween needs to follow them. */
function partKeys(rig: CharacterRig, part: RigPart, animation: Animation, world: Map<string, Matrix>[], points: [number, number][]): TweenKey[] {
  const chain = ancestry(rig, part);
  const last = animation.frames - 1;
  const cuts = [...new Set([0, last, ...chain.flatMap((p) => (animation.tracks[p.id] ?? []).map((k) => Math.round(k.frame)))])].filter((f) => f >= 0 && f <= last).sort((a, b) => a - b);
  const at = (f: number) => multiply(world[f]!.get(part.id)!, [1, 0, 0, 1, part.pivot[0], part.pivot[1]]);
  // The rig's own ease for the stretch first, then every named ease: whichever a tween follows best.
  const eases = (f0: number, f1: number): Easing[] => {
    const own = chain.flatMap((p) => {
      const track = animation.tracks[p.id] ?? [];
      const i = track.findIndex((k) => Math.round(k.frame) === f0);
      return i >= 0 && track[i + 1] && Math.round(track[i + 1]!.frame) === f1 ? [track[i]!.ease] : [];
    });
    return [...new Set<Easing>([...own, 'linear', 'ease-in-out', 'ease-in', 'ease-out'])];
  };
  return tweenKeys(at, cuts, eases, points, TWEEN_TOLERANCE);
}

/** Each drawn part's parent layer: its nearest drawn ancestor (the root and bare joints have no layer). */
export function layerParents(rig: CharacterRig, drawn: RigPart[]): Map<string, string> {
  const shown = new Set(drawn.map((p) => p.id));
  return new Map(drawn.flatMap((part) => {
    const above = ancestry(rig, part).slice(1).find((p) => shown.has(p.id));
    return above ? [[part.id, above.id] as const] : [];
  }));
}

/**
 * Layer parenting as Animate (2019 and later) saves it: a layer that others follow carries a
 * `layerRiggingIndex`, numbered from 0 in timeline order, and each keyframe of a following layer
 * names it in `parentLayerIndex`. (`parentLayerIndex` on a DOMLayer is something else: the folder or
 * mask holding the layer.) The instances' matrices stay in stage coordinates, as Animate writes them.
 */
function riggingIndexes(order: RigPart[], parents: Map<string, string>): Map<string, number> {
  const followed = new Set(parents.values());
  return new Map(order.filter((p) => followed.has(p.id)).map((p, i) => [p.id, i]));
}

/** The rig's timeline: `prefix` names its library items (`parts/` or a set member's folder). */
export function rigTimeline(rig: CharacterRig, animations: Animation[], prefix = ''): RigTimeline {
  const drawn = rig.parts.filter((p) => drawingsOf(rig, p).some((d) => d.shapes.length));
  const symbols = drawn.map((p) => ({ name: `${prefix}${p.id}`, xml: partSymbol(`${prefix}${p.id}`, drawingsOf(rig, p), p.pivot) }));
  const labels: RigTimeline['labels'] = [];
  let offset = 0;
  for (const a of animations) {
    labels.push({ name: a.name, frame: offset, frames: a.frames });
    offset += a.frames;
  }
  const worlds = animations.map((a) => framesOf(rig, a));
  // Top layer first, as Animate lists them: the reverse of the rig's back-to-front order.
  const order = [...drawn].reverse();
  const parents = layerParents(rig, drawn);
  const rigging = riggingIndexes(order, parents);
  const layers = order.map((part) => {
    const box = boundsOf(drawingsOf(rig, part).map((d, i) => ({ name: String(i), shapes: d.shapes })));
    const points = corners(box, part.pivot);
    const frames = animations.flatMap((a, i) => spans(partKeys(rig, part, a, worlds[i]!, points), labels[i]!.frame));
    const parent = parents.get(part.id);
    const follows = parent ? rigging.get(parent) : undefined;
    const index = rigging.get(part.id);
    const attrs = index === undefined ? '' : ` layerRiggingIndex="${index}"`;
    return `        <DOMLayer name="${esc(part.id)}" color="#4F80FF"${attrs}>\n          <frames>\n${frames.map((s) => `            ${frameXml(s, `${prefix}${part.id}`, 0, follows)}`).join('\n')}\n          </frames>\n        </DOMLayer>`;
  });
  const labelFrames = labels.map((l) => `            <DOMFrame index="${l.frame}" duration="${l.frames}" name="${esc(l.name)}" labelType="name" keyMode="9728"><elements/></DOMFrame>`);
  const labelLayer = `        <DOMLayer name="animations" color="#FF4F4F" locked="true">\n          <frames>\n${labelFrames.join('\n')}\n          </frames>\n        </DOMLayer>`;
  return { layers: [labelLayer, ...layers], frames: offset, symbols, labels };
}
