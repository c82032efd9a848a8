import { describe, expect, it } from 'vitest';
import { correctWords, editDistance } from './search-correct.ts';
import { foldWord, queryWords } from './search-words.ts';

describe('query words', () => {
  it('folds singular and plural to one form and keeps unrelated words apart', () => {
    expect(foldWord('superheroes')).toBe(foldWord('superhero'));
    expect(foldWord('fairies')).toBe(foldWord('fairy'));
    expect(foldWord('boxes')).toBe(foldWord('box'));
    expect(foldWord('elves')).toBe('elf');
    expect(foldWord('tennis')).toBe('tennis');
    expect(foldWord('animal')).not.toBe(foldWord('animated'));
  });

  it('drops stop words unless nothing else is left, and repeats', () => {
    expect(queryWords('Benny the Bear')).toEqual(['bennie', 'bear']);
    expect(queryWords('the')).toEqual(['the']);
    expect(queryWords('Robots, robot!')).toEqual(['robot']);
  });
});

describe('spelling correction', () => {
  it('counts a swapped pair of letters as one edit', () => {
    expect(editDistance('piarte', 'pirate')).toBe(1);
    expect(editDistance('robto', 'robot')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('corrects unknown words to the closest, most used known word and leaves the rest', () => {
    const vocabulary = new Map([['pirate', 3], ['robot', 9], ['rabbit', 1], ['pet', 4]]);
    expect(correctWords(['piarte', 'robto', 'pet', 'xyzzy', 'pte'], vocabulary)).toEqual(['pirate', 'robot', 'pet', 'xyzzy', 'pte']);
  });
});
