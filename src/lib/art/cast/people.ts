import { pal, table } from './define.ts';

/** Kids and business people: told apart by hair, clothes and what they carry. */
export const KIDS = table({
  'Mia with a Backpack': { plan: 'child', hair: 'pigtails', outfit: ['backpack'], palette: pal('#f5cfa8', '#ffcf3f', '#3d6fd6', '#6b3f20', '#e2463a'), pose: { armL: 20, armR: 150, legs: 'stand' } },
  'Leo the Skater': { plan: 'child', hair: 'short', hat: 'cap', face: { expression: 'wink' }, props: ['skateboard'], palette: pal('#c98b5e', '#3cb6b0', '#2b2238', '#2b2238', '#ffffff'), pose: { armL: 80, armR: 80, legs: 'wide' } },
  'Zoe the Scientist': { plan: 'child', hair: 'bun', face: { expression: 'surprised', extras: ['glasses'] }, outfit: ['labcoat'], props: ['flask'], palette: pal('#8d5a3b', '#ffffff', '#8a6ff0', '#1f1b2e', '#3b3346'), pose: { armL: 20, armR: 50, legs: 'stand' } },
  'Sam on a Scooter': { plan: 'child', hair: 'short', hat: 'cycling', props: ['scooter'], palette: pal('#ffdcc0', '#e2463a', '#3b4a6b', '#c0502a', '#3cb6b0'), pose: { armL: 25, armR: 70, legs: 'stand' } },
  'Ava the Artist': { plan: 'child', hair: 'bob', hat: 'beanie', props: ['palette', 'brush'], outfit: ['apron'], palette: pal('#f2d2b6', '#8a6ff0', '#e2463a', '#2b2238', '#2b2238'), pose: { armL: 55, armR: 40, legs: 'stand' } },
  'Noah the Soccer Kid': { plan: 'child', hair: 'curly', face: { expression: 'angry' }, outfit: ['shorts'], props: ['soccer-ball'], palette: pal('#8d5a3b', '#43c463', '#ffffff', '#1f1b2e', '#2b2238', '#8d5a3b'), pose: { armL: 45, armR: 35, legs: 'walk' } },
});

export const BUSINESS = table({
  'Presenter Paula': { hair: 'long', outfit: ['lapels'], props: ['board'], palette: pal('#f5cfa8', '#d6336c', '#2b2238', '#8a3a10', '#ffd84a'), pose: { armL: 20, armR: 75, legs: 'stand' } },
  'Manager Mike': { hair: 'short', face: { expression: 'happy', extras: ['glasses'] }, outfit: ['lapels'], props: ['clipboard', 'mug'], palette: pal('#e8b48a', '#3b4a6b', '#2b3350', '#5a3a22', '#d6333a'), pose: { armL: 40, armR: 70, legs: 'walk' } },
  'Startup Steve': { hair: 'spiky', face: { expression: 'wink' }, props: ['rocket', 'phone'], palette: pal('#f5cfa8', '#2f2a36', '#4a6fa5', '#e0b341', '#ffffff'), pose: { armL: 20, armR: 160, legs: 'walk' } },
  'Accountant Anna': { hair: 'bun', face: { expression: 'surprised', extras: ['glasses'] }, outfit: ['collar', 'buttons'], props: ['calculator'], palette: pal('#c98b5e', '#5b8def', '#2b3350', '#1f1b2e', '#2b2238'), pose: { armL: 45, armR: 115, legs: 'stand' } },
  'Sales Sally': { hair: 'ponytail', outfit: ['lapels'], props: ['phone', 'arrow-up'], palette: pal('#ffdcc0', '#ff7a45', '#3b3346', '#c0502a', '#3cb6b0'), pose: { armL: 30, armR: 45, legs: 'walk' } },
  'Developer Dev': { hair: 'curly', face: { expression: 'happy', extras: ['glasses'] }, props: ['laptop', 'headset'], palette: pal('#8d5a3b', '#43a36b', '#3b4a6b', '#1f1b2e', '#2b2238'), pose: { armL: 50, armR: 50, legs: 'stand' } },
});
