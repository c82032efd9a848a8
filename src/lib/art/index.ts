import type { Layer, Scene } from './scene.ts';
import { boundsOf, fitLayers, type Box } from './geometry.ts';
import type { CharacterArt, Expression, Pose } from './model.ts';
import { animatedLayers, figureLayers, headParts, toLayers } from './figure.ts';
import { rigFor } from './rig.ts';
import { castArt } from './cast/index.ts';

/**
 * Character art drawn by code: a parametric builder (body plan, head, face, outfit, props,
 * palette, pose) and a cast table giving every demo character its parameters. The seeder and
 * the media pipeline only use what this module exports.
 */
export type { CharacterArt, Expression, Pose } from './model.ts';

/** Gallery previews, in page order; every character has at least these three. */
export const GALLERY_VIEWS = ['front', 'three-quarter', 'expressions'] as const;
export type ArtView = (typeof GALLERY_VIEWS)[number];

export const ART_SIZE = { width: 1000, height: 1000 };

const CANVAS: Box = { x: 30, y: 30, w: 940, h: 940 };
const SHEET: Expression[] = ['happy', 'surprised', 'angry', 'sad'];

/** Keeps a figure inside the canvas margin without changing figures that already fit. */
function keepInside(layers: Layer[]): Layer[] {
  const b = boundsOf(layers);
  const inside = b.x >= CANVAS.x && b.y >= CANVAS.y && b.x + b.w <= CANVAS.x + CANVAS.w && b.y + b.h <= CANVAS.y + CANVAS.h;
  return inside ? layers : fitLayers(layers, CANVAS);
}

/** The second pose: a wave and a step; hands holding something keep holding it. */
export function secondPose(art: CharacterArt): Pose {
  if (art.altPose) return art.altPose;
  const legs = art.pose.legs === 'none' ? 'none' : art.pose.legs === 'walk' ? 'stand' : 'walk';
  return art.props.length > 0 ? { ...art.pose, legs } : { armL: art.pose.armL, armR: 150, legs };
}

const secondExpression = (art: CharacterArt): Expression => (art.face.expression === 'happy' ? 'wink' : 'happy');

function headOnly(art: CharacterArt, expression: Expression, box: Box, index: number): Layer[] {
  const rig = rigFor(art.plan, art.pose, 0);
  // A portrait stops at the chin: a long neck (the llama's) belongs to the body.
  const layers = toLayers(headParts(art, rig, expression).filter((p) => p.name !== 'neck')).map((l) => ({ ...l, name: `${expression}-${index + 1}-${l.name}` }));
  return fitLayers(layers, box, 2);
}

function expressionSheet(art: CharacterArt): Layer[] {
  return SHEET.flatMap((e, i) => headOnly(art, e, { x: 50 + (i % 2) * 470, y: 50 + Math.floor(i / 2) * 470, w: 430, h: 430 }, i));
}

/** One view of one character, on a transparent square. */
export function characterScene(art: CharacterArt, view: ArtView): Scene {
  if (view === 'expressions') return { ...ART_SIZE, layers: expressionSheet(art) };
  const layers = view === 'front'
    ? figureLayers(art, { pose: art.pose, turn: 0, expression: art.face.expression })
    : figureLayers(art, { pose: secondPose(art), turn: 0.45, expression: secondExpression(art) });
  return { ...ART_SIZE, layers: keepInside(layers) };
}

function castSlots(n: number): Box[] {
  if (n <= 3) return Array.from({ length: n }, (_, i) => ({ x: 20 + (i * 960) / n, y: 200, w: 960 / n, h: 760 }));
  const back = Math.floor(n / 2);
  const front = n - back;
  const backRow = Array.from({ length: back }, (_, i) => ({ x: 120 + (i * 760) / back, y: 40, w: 760 / back, h: 560 }));
  const frontRow = Array.from({ length: front }, (_, i) => ({ x: 20 + (i * 960) / front, y: 380, w: 960 / front, h: 590 }));
  return [...backRow, ...frontRow];
}

function headGrid(cast: CharacterArt[]): Layer[] {
  const cols = cast.length <= 4 ? 2 : 3;
  const rows = Math.ceil(cast.length / cols);
  const size = Math.min(940 / cols, 940 / rows);
  const top = (1000 - rows * size) / 2;
  return cast.flatMap((art, i) => {
    const inRow = Math.min(cols, cast.length - Math.floor(i / cols) * cols);
    const left = (1000 - inRow * size) / 2;
    const box = { x: left + (i % cols) * size + 10, y: top + Math.floor(i / cols) * size + 10, w: size - 20, h: size - 20 };
    return headOnly(art, SHEET[i % SHEET.length]!, box, i);
  });
}

/** A set: its members as one cast in one style, the back row first so the front row overlaps it. */
export function setScene(members: CharacterArt[], view: ArtView): Scene {
  const cast = members.slice(0, 5);
  if (view === 'expressions') return { ...ART_SIZE, layers: headGrid(cast) };
  const slots = castSlots(Math.max(1, cast.length));
  const layers = cast.flatMap((art, i) => {
    const own = figureLayers(art, view === 'front' ? { pose: art.pose, turn: 0, expression: art.face.expression } : { pose: secondPose(art), turn: 0.45, expression: secondExpression(art) });
    return fitLayers(own, slots[i]!).map((l) => ({ ...l, name: `${l.name}-${i + 1}` }));
  });
  return { ...ART_SIZE, layers };
}

/** Characters holding something keep their pose in the loop (it swings gently); the others wave. */
const loopPose = (art: CharacterArt): Pose => (art.props.length > 0 ? art.pose : { ...art.pose, armR: 140 });

const reaches = new WeakMap<CharacterArt, Box>();

/** The outline every frame of the loop fits in, worked out once per character. */
function loopReach(art: CharacterArt, pose: Pose): Box {
  const known = reaches.get(art);
  if (known) return known;
  const reach = boundsOf([0, 0.25, 0.5, 0.75].flatMap((k) => animatedLayers(art, pose, k)));
  reaches.set(art, reach);
  return reach;
}

/** The looping animation (idle with a wave): the scene at time `t` in [0, 1); t = 0 and t = 1 are the same picture. */
export function animationScene(art: CharacterArt, t: number): Scene {
  const pose = loopPose(art);
  const frame = animatedLayers(art, pose, t - Math.floor(t));
  const reach = loopReach(art, pose);
  const inside = reach.x >= CANVAS.x && reach.y >= CANVAS.y && reach.x + reach.w <= CANVAS.x + CANVAS.w && reach.y + reach.h <= CANVAS.y + CANVAS.h;
  return { ...ART_SIZE, layers: inside ? frame : fitLayers(frame, CANVAS, 1, reach) };
}

/** The art of a demo character from its type and name; the cast table decides what it looks like. */
export function artFor(typeSlug: string, title: string): CharacterArt {
  return castArt(typeSlug, title);
}
