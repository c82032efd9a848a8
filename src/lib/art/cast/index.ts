import type { CharacterArt } from '#/lib/art/model.ts';
import { ANIMALS } from './animals.ts';
import { FOOD, PROFESSIONS, SPORTS } from './active.ts';
import { ALIENS, MONSTERS } from './creatures.ts';
import { HEROES, ROBOTS } from './machines-and-heroes.ts';
import { BUSINESS, KIDS } from './people.ts';
import { FANTASY, SENIORS } from './storybook.ts';
import { define, pal } from './define.ts';

/** Every demo character's art, by type slug and then by name. */
export const CAST: Record<string, Record<string, CharacterArt>> = {
  animals: ANIMALS, kids: KIDS, business: BUSINESS, superheroes: HEROES, robots: ROBOTS, monsters: MONSTERS,
  fantasy: FANTASY, seniors: SENIORS, sports: SPORTS, 'food-mascots': FOOD, professions: PROFESSIONS, aliens: ALIENS,
};

/** A demo character's art; a name outside the tables gets a plain person so the seeder never fails. */
export function castArt(typeSlug: string, title: string): CharacterArt {
  return CAST[typeSlug]?.[title] ?? define(title, { hair: 'short', palette: pal('#f2c6a0', '#5b8def', '#3d4a6b', '#5a3a22', '#2b2238') });
}
