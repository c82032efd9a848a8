import { describe, expect, it } from 'vitest';
import { SEED_TYPES } from '#/server/seed/catalogue-data.ts';
import { artColours, colourWord, statedColours, withSpellings } from './colour-words.ts';
import { artFor } from './index.ts';

describe('colour words of hex colours', () => {
  it.each([
    ['#ff8a1c', 'orange'], ['#ff7a45', 'orange'], ['#e2463a', 'red'], ['#e2263b', 'red'], ['#2f9e4f', 'green'], ['#8ee04a', 'green'], ['#43c4a0', 'green'],
    ['#3cb6b0', 'teal'], ['#3d8bfd', 'blue'], ['#1f2a4a', 'blue'], ['#8a6ff0', 'purple'], ['#d6336c', 'pink'], ['#ff9fc8', 'pink'],
    ['#ffd84a', 'yellow'], ['#ffc93a', 'yellow'], ['#a0673a', 'brown'], ['#c99a5b', 'brown'], ['#f3e2c3', 'cream'],
    ['#2b2238', 'black'], ['#1f1b2e', 'black'], ['#ffffff', 'white'], ['#f4f7ff', 'white'], ['#9a97a6', 'grey'], ['#aab2c0', 'grey'],
  ])('%s is %s', (hex, word) => expect(colourWord(hex)).toBe(word));

  it('answers null for what is not a hex colour', () => {
    for (const text of ['', 'red', '#fff', '#12345g', 'url(#x)']) expect(colourWord(text)).toBeNull();
  });
});

describe('the colours of a drawn character', () => {
  const colours = (type: string, title: string) => artColours(artFor(type, title));

  it('finds the orange of fur, pumpkins and suits, and the red of capes and shirts', () => {
    expect(colours('animals', 'Foxy Fiona')).toContain('orange');
    expect(colours('monsters', 'Pumpkin Monster')).toEqual(expect.arrayContaining(['orange', 'purple']));
    expect(colours('business', 'Sales Sally')).toEqual(['orange']);
    expect(colours('superheroes', 'Captain Comet')).toEqual(['blue', 'red']);
    expect(colours('kids', 'Sam on a Scooter')).toContain('red');
  });

  it('counts a panda\'s black limbs but never a person\'s skin, hair, black trousers or white trims', () => {
    expect(colours('animals', 'Captain Panda')).toEqual(['white', 'black']);
    expect(colours('superheroes', 'The Green Shield')).toEqual(['green', 'yellow']);
    expect(colours('sports', 'Swimmer Sid')).toEqual(['blue']);
    expect(colours('professions', 'Firefighter Finn')).toEqual(['red']);
  });

  it('gives every demo character at least one colour', () => {
    for (const type of SEED_TYPES) for (const title of type.names) expect(colours(type.slug, title).length, title).toBeGreaterThan(0);
  });
});

describe('colours an artist states', () => {
  it('keeps known names with their family and both spellings of grey', () => {
    expect(statedColours('Navy, GOLD and light grey')).toEqual({ words: ['navy', 'blue', 'gold', 'yellow', 'grey', 'gray'], unknown: [] });
    expect(statedColours('sparkly pink')).toEqual({ words: ['pink'], unknown: ['sparkly'] });
    expect(statedColours('')).toEqual({ words: [], unknown: [] });
  });

  it('indexes the other spellings shoppers type', () => {
    expect(withSpellings(['grey', 'teal', 'purple', 'red'])).toEqual(['grey', 'gray', 'teal', 'turquoise', 'purple', 'violet', 'red']);
  });
});
