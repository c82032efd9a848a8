import { characterScene } from '#/lib/art/index.ts';
import type { CharacterArt } from '#/lib/art/model.ts';
import { sceneToSvg } from '#/lib/art/scene.ts';
import { canonical, DESIGN_VERSION, designArt, MAX_EXTRAS, MAX_OUTFIT, MAX_PROPS, parseDesign, type Design } from './design.ts';
import { EXPRESSIONS, FACE_EXTRAS, HAIR_STYLES, HAT_NAMES, KINDS, KIND_NAMES, OUTFIT_NAMES, PALETTES, POSES, POSE_NAMES, PROP_NAMES, type Kind } from './parts.ts';

/**
 * Drawing a design, the same code in the browser's preview and on the server (its SVG answer, the
 * bought files, the artist's reference): the front view of the builder's rig, as the catalogue draws.
 */
export function designSvg(d: Design): string {
  return sceneToSvg(characterScene(designArt(d), 'front'));
}

export const FIRST_DESIGN: Design = {
  v: DESIGN_VERSION, name: 'My character', kind: 'person', body: 'adult', head: 'human', expression: 'happy', extras: [], hair: 'short',
  outfit: [], props: [], palette: { skin: '#f5cfa8', main: '#ffcf3f', accent: '#3d6fd6', hair: '#6b3f20', detail: '#e2463a' }, pose: { armL: 20, armR: 20, legs: 'stand' },
};

/** The kind a catalogue character's head belongs to. */
function kindOf(art: CharacterArt): Kind | null {
  return KIND_NAMES.find((k) => (KINDS[k].heads as readonly string[]).includes(art.head) && (KINDS[k].bodies as readonly string[]).includes(art.plan)) ?? null;
}

/** A catalogue character as a design to start from, or null when it uses parts the maker does not offer. */
export function designFromArt(art: CharacterArt): Design | null {
  const kind = kindOf(art);
  if (!kind) return null;
  const hex = (c: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c.toLowerCase() : '#888888');
  return parseDesign({
    v: DESIGN_VERSION, name: art.name.slice(0, 60), kind, body: art.plan, head: art.head, expression: art.face.expression,
    ...(art.face.eyes ? { eyes: art.face.eyes } : {}),
    extras: (art.face.extras ?? []).filter((e) => (FACE_EXTRAS as readonly string[]).includes(e)).slice(0, MAX_EXTRAS),
    ...(art.hair && kind === 'person' ? { hair: art.hair } : {}),
    ...(art.hat && HAT_NAMES.includes(art.hat) ? { hat: art.hat } : {}),
    outfit: art.outfit.filter((o) => OUTFIT_NAMES.includes(o)).slice(0, MAX_OUTFIT),
    props: art.props.filter((p) => PROP_NAMES.includes(p)).slice(0, MAX_PROPS),
    palette: { skin: hex(art.palette.skin), main: hex(art.palette.main), accent: hex(art.palette.accent), hair: hex(art.palette.hair), detail: hex(art.palette.detail) },
    pose: { armL: Math.round(art.pose.armL), armR: Math.round(art.pose.armR), legs: art.pose.legs },
  });
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/** A random design of any kind (the Randomise button), from `random` in [0, 1). */
export function randomDesign(random: () => number, name = 'My character'): Design {
  const kind = pick(KIND_NAMES, random);
  const pose = POSES[pick(POSE_NAMES, random)];
  const colours = pick(PALETTES, random).colours;
  const maybe = <T>(list: readonly T[]) => (random() < 0.5 ? pick(list, random) : undefined);
  const hat = maybe(HAT_NAMES);
  const hair = kind === 'person' ? pick(HAIR_STYLES, random) : undefined;
  const prop = maybe(PROP_NAMES);
  const outfit = maybe(OUTFIT_NAMES);
  return canonical({
    v: DESIGN_VERSION, name, kind, body: pick(KINDS[kind].bodies, random), head: pick(KINDS[kind].heads, random), expression: pick(EXPRESSIONS, random),
    extras: [], ...(hair ? { hair } : {}), ...(hat ? { hat } : {}), outfit: outfit ? [outfit] : [], props: prop ? [prop] : [],
    palette: { skin: colours[0], main: colours[1], accent: colours[2], hair: colours[3], detail: colours[4] },
    pose: { armL: pose.armL, armR: pose.armR, legs: pose.legs },
  });
}

/** A design moved to another kind: the first body and head of that kind, hair only for people. */
export function withKind(d: Design, kind: Kind): Design {
  if (d.kind === kind) return d;
  const { hair: _hair, ...rest } = d;
  return { ...rest, kind, body: KINDS[kind].bodies[0], head: KINDS[kind].heads[0], ...(kind === 'person' ? { hair: 'short' as const } : {}) };
}
