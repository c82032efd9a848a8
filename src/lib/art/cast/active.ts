import { pal, table } from './define.ts';

/** Sports people and professions: uniforms, headgear and the tool of the trade. */
export const SPORTS = table({
  'Basketball Ben': { hair: 'short', outfit: ['shorts'], props: ['basketball'], palette: pal('#8d5a3b', '#f08a24', '#f08a24', '#1f1b2e', '#ffffff', '#8d5a3b'), pose: { armL: 30, armR: 160, legs: 'wide' } },
  'Tennis Tina': { hair: 'ponytail', hat: 'headband', outfit: ['skirt'], props: ['racket'], palette: pal('#ffdcc0', '#ffffff', '#3cb6b0', '#f2c14e', '#ffffff', '#ffdcc0'), pose: { armL: 50, armR: 60, legs: 'walk' } },
  'Runner Rita': { hair: 'ponytail', hat: 'headband', outfit: ['shorts', 'bib', 'medal'], palette: pal('#c98b5e', '#d6336c', '#2b2238', '#1f1b2e', '#ff7a45', '#c98b5e'), pose: { armL: 140, armR: 150, legs: 'walk' } },
  'Goalkeeper Gary': { plan: 'hero', hair: 'short', props: ['held-ball'], outfit: ['collar'], palette: pal('#f5cfa8', '#43c463', '#2b2238', '#c0502a', '#ff7a45'), pose: { armL: 120, armR: 150, legs: 'wide' } },
  'Swimmer Sid': { hat: 'swimcap', outfit: ['shorts'], props: ['ring'], palette: pal('#f5cfa8', '#f5cfa8', '#2f6fe0', '#2b2238', '#2f6fe0', '#f5cfa8'), pose: { armL: 30, armR: 150, legs: 'stand' } },
  'Cyclist Cleo': { hair: 'ponytail', hat: 'cycling', outfit: ['shorts'], props: ['bicycle'], palette: pal('#e8b48a', '#ffd84a', '#2b2238', '#5a3a22', '#e2463a', '#e8b48a'), pose: { armL: 50, armR: 50, legs: 'stand' } },
});

export const PROFESSIONS = table({
  'Doctor Dana': { hair: 'bob', outfit: ['labcoat', 'stethoscope'], props: ['clipboard'], palette: pal('#c98b5e', '#ffffff', '#6bb5ff', '#1f1b2e', '#3b4a6b'), pose: { armL: 40, armR: 20, legs: 'stand' } },
  'Firefighter Finn': { hat: 'firefighter', hair: 'short', outfit: ['fire-coat'], props: ['extinguisher'], palette: pal('#f5cfa8', '#c9352c', '#2b2238', '#c0502a', '#2b2238'), pose: { armL: 20, armR: 25, legs: 'wide' } },
  'Chef Charlotte': { hat: 'chef', hair: 'bob', outfit: ['buttons', 'scarf'], props: ['pan'], palette: pal('#ffdcc0', '#ffffff', '#2b2238', '#8a3a10', '#e2463a'), pose: { armL: 20, armR: 50, legs: 'stand' } },
  'Police Officer Pat': { hat: 'police', hair: 'short', face: { expression: 'happy' }, outfit: ['badge', 'belt', 'collar'], palette: pal('#8d5a3b', '#2a4a9a', '#1d2a4a', '#1f1b2e', '#2b2238'), pose: { armL: 20, armR: 100, legs: 'stand' } },
  'Teacher Tess': { hair: 'bun', face: { expression: 'happy', extras: ['glasses'] }, outfit: ['collar', 'skirt'], props: ['book', 'pointer'], palette: pal('#f5cfa8', '#e86a5a', '#3b4a6b', '#8a3a10', '#3b3346'), pose: { armL: 45, armR: 40, legs: 'stand' } },
  'Builder Bob': { hat: 'builder', face: { expression: 'happy', extras: ['mustache'] }, outfit: ['vest'], props: ['hammer'], palette: pal('#e8b48a', '#3d6fd6', '#3b4a6b', '#5a3a22', '#6b4a2b'), pose: { armL: 20, armR: 60, legs: 'wide' } },
});

export const FOOD = table({
  'Happy Burger': { plan: 'food', head: 'burger', palette: pal('#f0a94f', '#f0a94f', '#e2463a', '#2b2238', '#2b2238'), pose: { armL: 30, armR: 150, legs: 'stand' } },
  'Cool Cupcake': { plan: 'food', head: 'cupcake', face: { expression: 'happy', extras: ['sunglasses'] }, palette: pal('#ff9fc8', '#ff9fc8', '#3d8bfd', '#2b2238', '#2b2238'), pose: { armL: 40, armR: 110, legs: 'wide' } },
  'Pizza Pal': { plan: 'food', head: 'pizza', face: { expression: 'wink' }, palette: pal('#ffc93a', '#ffc93a', '#43c463', '#2b2238', '#2b2238'), pose: { armL: 70, armR: 70, legs: 'stand' } },
  'Dancing Donut': { plan: 'food', head: 'donut', palette: pal('#e3a257', '#e3a257', '#ff7aa8', '#2b2238', '#2b2238'), pose: { armL: 150, armR: 60, legs: 'walk' } },
  'Super Sushi': { plan: 'food', head: 'sushi', face: { expression: 'angry', extras: ['mask'] }, palette: pal('#ffffff', '#ffffff', '#e2263b', '#2b2238', '#e2263b'), pose: { armL: 20, armR: 170, legs: 'wide' } },
  'Taco Tom': { plan: 'food', head: 'taco', face: { expression: 'happy', extras: ['mustache'] }, palette: pal('#f6c445', '#f6c445', '#8a3a10', '#2b2238', '#2b2238'), pose: { armL: 30, armR: 140, legs: 'walk' } },
});
