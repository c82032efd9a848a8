import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { tempStorage } from '#test-support/factories/catalogue.ts';
import { parseCatalogueQuery } from '#/lib/catalogue-query.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { seedCatalogue } from '#/server/seed/catalogue.ts';
import { searchCharacters } from './search.ts';

/**
 * What a shopper expects on top for each query, on the demo catalogue. `first`: the first title;
 * `top`: these titles fill the first places in any order; `onlyType`: every result has this type;
 * `count`: the number of results; `includes`: these titles are among the results (a colour search: the
 * colours come from the builder's palettes, src/lib/art/colour-words.ts).
 */
type Expectation = { q: string; first?: string; top?: string[]; onlyType?: string; count?: number; includes?: string[] };

const TABLE: Expectation[] = [
  { q: 'pirate', first: 'Pirate Pete' },
  { q: 'piarte', first: 'Pirate Pete' },
  { q: 'pirate pete', first: 'Pirate Pete', count: 1 },
  { q: 'superheroes', onlyType: 'superheroes', count: 7 },
  { q: 'superhero', onlyType: 'superheroes', count: 7 },
  { q: 'robto', onlyType: 'robots', count: 7 },
  { q: 'robot', top: ['Bolt the Robot', 'Rusty Tin Robot', 'Robot Workshop Set'], onlyType: 'robots' },
  { q: 'animal', onlyType: 'animals', count: 7 },
  { q: 'animals', onlyType: 'animals', count: 7 },
  { q: 'owl', top: ['Ollie the Owl', 'Night Owl'] },
  { q: 'forest friends', first: 'Forest Friends Set', top: ['Forest Friends Set', 'Benny the Bear', 'Foxy Fiona', 'Rusty the Raccoon', 'Ollie the Owl'] },
  { q: 'fairies', first: 'Fairy Flora' },
  { q: 'knight', first: 'Knight Kevin' },
  { q: 'wizzard', first: 'Wizard Wendell' },
  { q: 'captian comet', first: 'Captain Comet' },
  { q: 'food mascot', onlyType: 'food-mascots', count: 6 },
  { q: 'monsters', onlyType: 'monsters', count: 7 },
  { q: 'halloween', onlyType: 'monsters' },
  { q: 'dragon', first: 'Little Dragon Drago' },
  { q: 'chef', top: ['Chef Charlotte', 'Robo Chef'] },
  { q: 'space', onlyType: 'aliens' },
  { q: 'elves', first: 'Elf Archer Elara' },
  { q: 'llamas', first: 'Lola the Llama', count: 1 },
  { q: 'business people', onlyType: 'business', count: 7 },
  { q: 'benny the bear', first: 'Benny the Bear' },
  { q: 'office', first: 'Office Team Set', onlyType: 'business' },
  { q: 'cupcakes', first: 'Cool Cupcake' },
  { q: 'doctr', first: 'Doctor Dana' },
  { q: 'football', top: ['Noah the Soccer Kid', 'Goalkeeper Gary'], count: 2 },
  { q: 'zzzqqq', count: 0 },
  { q: 'orange', includes: ['Foxy Fiona', 'Pumpkin Monster', 'Sales Sally', 'Solar Flare', 'Basketball Ben', 'Delivery Drone Dot'] },
  { q: 'ornage', includes: ['Foxy Fiona', 'Pumpkin Monster'] },
  { q: 'red', includes: ['Captain Comet', 'Mighty Max', 'Firefighter Finn', 'Pirate Pete', 'Sam on a Scooter', 'Robo Chef'] },
  { q: 'green robot', includes: ['Gizmo Helper Bot'], onlyType: 'robots' },
  { q: 'gray', includes: ['Knight Kevin', 'Rusty the Raccoon'] },
  { q: 'black and white', first: 'Captain Panda' },
];

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seedCatalogue(handle.db, tempStorage());
}, 120_000);
afterAll(() => handle.close());

describe(`search relevance on the demo catalogue (${testDatabaseKind})`, () => {
  it.each(TABLE)('“$q”', async ({ q, first, top, onlyType, count, includes }) => {
    const result = await searchCharacters(handle.db, parseCatalogueQuery(new URLSearchParams({ q })));
    const titles = result.items.map((i) => i.title);
    if (first) expect(titles[0]).toBe(first);
    if (top) expect(new Set(titles.slice(0, top.length))).toEqual(new Set(top));
    if (onlyType) expect(result.items.map((i) => i.typeSlug)).toEqual(result.items.map(() => onlyType));
    if (count !== undefined) expect(result.total).toBe(count);
    if (includes) expect(titles).toEqual(expect.arrayContaining(includes));
    if (count !== 0) expect(result.total).toBeGreaterThan(0);
  });
});
