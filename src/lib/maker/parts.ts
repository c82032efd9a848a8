import type { BodyPlan, Expression } from '#/lib/art/model.ts';
import { HATS, OUTFITS, PROPS } from '#/lib/art/parts/registry.ts';

/**
 * What the maker's pickers offer, taken from the builder's own registries so a part added there
 * shows up here. A kind groups the bodies and heads that are drawn together in the catalogue;
 * the validator accepts a head only with a body of its kind, so every accepted design draws.
 */
export const KINDS = {
  person: { label: 'Person', bodies: ['adult', 'child', 'senior', 'hero'], heads: ['human', 'elf'] },
  animal: { label: 'Animal', bodies: ['animal'], heads: ['bear', 'fox', 'panda', 'raccoon', 'llama', 'owl', 'yeti', 'dragon'] },
  robot: { label: 'Robot', bodies: ['robot'], heads: ['robot-box', 'robot-screen', 'robot-can', 'robot-dome'] },
  monster: { label: 'Monster', bodies: ['child', 'adult'], heads: ['gremlin', 'pumpkin'] },
  food: { label: 'Food mascot', bodies: ['food'], heads: ['burger', 'cupcake', 'pizza', 'donut', 'sushi', 'taco'] },
  alien: { label: 'Alien', bodies: ['child', 'adult', 'ufo'], heads: ['alien'] },
} as const satisfies Record<string, { label: string; bodies: BodyPlan[]; heads: string[] }>;
export type Kind = keyof typeof KINDS;
export const KIND_NAMES = Object.keys(KINDS) as Kind[];

export const EXPRESSIONS: Expression[] = ['happy', 'surprised', 'wink', 'angry', 'sad'];
export const EYES = ['round', 'cyclops', 'three', 'screen', 'visor'] as const;
export const FACE_EXTRAS = ['glasses', 'sunglasses', 'mustache', 'beard', 'eyepatch', 'mask', 'fangs'] as const;
export const HAIR_STYLES = ['short', 'spiky', 'curly', 'slick', 'bald', 'long', 'bob', 'ponytail', 'bun', 'pigtails'] as const;
// Parts drawn only on the body they were made for (a mermaid tail, a saucer) stay out of the pickers.
const NOT_PICKED = new Set(['saucer', 'mermaid-tail', 'wings', 'blanket', 'rust', 'green-apron']);
export const HAT_NAMES = Object.keys(HATS).sort();
export const OUTFIT_NAMES = Object.keys(OUTFITS).filter((n) => !NOT_PICKED.has(n)).sort();
export const PROP_NAMES = Object.keys(PROPS).sort();

/** Poses as the pose picker names them: arm angles (0 hanging, 180 up) and legs. */
export const POSES = {
  stand: { label: 'Standing', armL: 20, armR: 20, legs: 'stand' },
  wave: { label: 'Waving', armL: 20, armR: 150, legs: 'stand' },
  cheer: { label: 'Cheering', armL: 150, armR: 150, legs: 'wide' },
  walk: { label: 'Walking', armL: 30, armR: 45, legs: 'walk' },
  present: { label: 'Presenting', armL: 20, armR: 75, legs: 'stand' },
} as const;
export type PoseName = keyof typeof POSES;
export const POSE_NAMES = Object.keys(POSES) as PoseName[];
export const LEGS = ['stand', 'walk', 'wide', 'none'] as const;
/** Bodies with nothing to stand on: their legs are always 'none'. */
export const LEGLESS: readonly string[] = ['blob', 'drone', 'ufo'];

/** Colour sets the palette picker starts from (skin, main, accent, hair, detail). */
export const PALETTES: { name: string; colours: [string, string, string, string, string] }[] = [
  { name: 'Sunny', colours: ['#f5cfa8', '#ffcf3f', '#3d6fd6', '#6b3f20', '#e2463a'] },
  { name: 'Ocean', colours: ['#c98b5e', '#3cb6b0', '#2b2238', '#2b2238', '#ffffff'] },
  { name: 'Berry', colours: ['#ffdcc0', '#d6336c', '#2b2238', '#8a3a10', '#ffd84a'] },
  { name: 'Forest', colours: ['#8d5a3b', '#43a36b', '#3b4a6b', '#1f1b2e', '#2b2238'] },
  { name: 'Night', colours: ['#e4e0f0', '#3b3346', '#2b2238', '#1f1b2e', '#b3182b'] },
  { name: 'Mint', colours: ['#7cd65a', '#3cb6b0', '#2b3350', '#2b2238', '#ff7aa8'] },
];

export const label = (name: string) => (name.charAt(0).toUpperCase() + name.slice(1)).replace(/-/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);
