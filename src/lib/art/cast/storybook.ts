import { pal, table } from './define.ts';

/** Fantasy heroes and seniors. */
export const FANTASY = table({
  'Wizard Wendell': { plan: 'senior', hair: 'bald', hat: 'wizard', face: { expression: 'happy', extras: ['beard'] }, outfit: ['skirt'], props: ['staff'], palette: pal('#f2d2b6', '#5b4ad6', '#5b4ad6', '#f4f2f7', '#2b2238'), pose: { armL: 20, armR: 35, legs: 'stand' } },
  'Fairy Flora': { plan: 'child', hair: 'long', hat: 'crownOfFlowers', outfit: ['wings', 'skirt'], props: ['wand'], palette: pal('#ffdcc0', '#ff9fc8', '#ffc7e0', '#f2c14e', '#d6336c'), pose: { armL: 30, armR: 60, legs: 'stand' } },
  'Knight Kevin': { hat: 'knightHelmet', face: { expression: 'angry' }, outfit: ['armour'], props: ['sword', 'shield'], palette: pal('#f5cfa8', '#aab2c0', '#8e96a8', '#5a3a22', '#5b5566'), pose: { armL: 45, armR: 30, legs: 'wide' } },
  'Elf Archer Elara': { head: 'elf', hair: 'long', outfit: ['quiver', 'belt'], props: ['bow'], palette: pal('#ffdcc0', '#3f9e5a', '#6b4a2b', '#f2c14e', '#6b4a2b'), pose: { armL: 80, armR: 60, legs: 'walk' } },
  'Pirate Pete': { hat: 'pirate', hair: 'long', face: { expression: 'happy', extras: ['eyepatch', 'mustache'] }, outfit: ['stripes', 'sash'], props: ['sword'], palette: pal('#e8b48a', '#d6333a', '#2b2238', '#7a4424', '#2b2238'), pose: { armL: 25, armR: 40, legs: 'wide' } },
  'Mermaid Marina': { hair: 'long', outfit: ['mermaid-tail'], props: ['trident'], palette: pal('#ffdcc0', '#b98cff', '#2fbfa8', '#e2463a', '#b98cff'), pose: { armL: 40, armR: 30, legs: 'none' } },
});

export const SENIORS = table({
  'Grandpa Joe': { plan: 'senior', hair: 'bald', face: { expression: 'happy', extras: ['glasses', 'mustache'] }, outfit: ['buttons'], props: ['cane'], palette: pal('#f2d2b6', '#b5763a', '#5b5566', '#e4e4ea', '#f4f2f7'), pose: { armL: 20, armR: 25, legs: 'stand' } },
  'Granny Rose': { plan: 'senior', hair: 'bun', hat: 'flower', face: { expression: 'happy', extras: ['glasses'] }, outfit: ['skirt', 'buttons'], props: ['teacup'], palette: pal('#f5cfa8', '#d86aa0', '#8a6ff0', '#e4e4ea', '#5b5566'), pose: { armL: 45, armR: 150, legs: 'stand' } },
  'Professor Oldman': { plan: 'senior', hair: 'bald', hat: 'mortarboard', face: { expression: 'surprised', extras: ['glasses', 'mustache'] }, outfit: ['lapels'], props: ['book'], palette: pal('#e8b48a', '#6b5a4a', '#3b3346', '#c9c9d2', '#8a2a3a'), pose: { armL: 50, armR: 140, legs: 'stand' } },
  'Gardener Gus': { plan: 'senior', hair: 'short', hat: 'cap', outfit: ['apron', 'green-apron'], props: ['watering-can'], palette: pal('#c98b5e', '#e2c65a', '#43a36b', '#d2d2da', '#6b4a2b'), pose: { armL: 20, armR: 40, legs: 'stand' } },
  'Knitting Nana': { plan: 'senior', hair: 'curly', face: { expression: 'wink', extras: ['glasses'] }, outfit: ['skirt'], props: ['yarn'], palette: pal('#ffdcc0', '#3cb6b0', '#8a6ff0', '#e4e4ea', '#5b5566'), pose: { armL: 50, armR: 50, legs: 'stand' } },
  'Retired Captain Ray': { plan: 'senior', hair: 'bald', hat: 'captain', face: { expression: 'happy', extras: ['beard'] }, outfit: ['buttons'], props: ['telescope'], palette: pal('#e8b48a', '#1f2a4a', '#1f2a4a', '#e4e4ea', '#2b2238'), pose: { armL: 20, armR: 60, legs: 'stand' } },
});
