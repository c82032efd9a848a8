import type { CharacterArt, Part, Rig } from '#/lib/art/model.ts';
import { ANIMAL_HEADS } from './animals.ts';
import { ALIEN_HEADS, saucer } from './aliens.ts';
import { FOOD_HEADS } from './food.ts';
import { HAT_PARTS } from './hats.ts';
import { MONSTER_HEADS } from './monsters.ts';
import { OUTFIT_PARTS } from './outfits.ts';
import { PROP_PARTS } from './props.ts';
import { ROBOT_HEADS } from './robots.ts';
import { humanHead, type Head, type HeadResult } from './people.ts';

/**
 * Every part the cast tables can name, by kind. A name in a table that is missing here is a
 * mistake the cast test catches (it checks each table entry resolves).
 */
export type HeadDraw = (h: Head, a: CharacterArt) => HeadResult;
export type HatDraw = (h: Head, a: CharacterArt) => Part[];
export type BodyDraw = (rig: Rig, a: CharacterArt) => Part[];

export const HEADS: Record<string, HeadDraw> = {
  human: (h, a) => humanHead(h, a),
  elf: (h, a) => humanHead(h, a, true),
  ...ANIMAL_HEADS,
  ...MONSTER_HEADS,
  ...ROBOT_HEADS,
  ...FOOD_HEADS,
  ...ALIEN_HEADS,
};

export const HATS: Record<string, HatDraw> = HAT_PARTS;

export const OUTFITS: Record<string, BodyDraw> = { ...OUTFIT_PARTS, saucer };

export const PROPS: Record<string, BodyDraw> = PROP_PARTS;
