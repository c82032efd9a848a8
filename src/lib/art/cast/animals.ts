import { pal, table } from './define.ts';

/** Animals: each a different species, told apart by ears, snouts, patches and tails. */
export const ANIMALS = table({
  'Benny the Bear': { plan: 'animal', head: 'bear', palette: pal('#a0673a', '#a0673a', '#f1d3a8', '#6b3f20', '#5a341a'), props: ['honey'], pose: { armL: 40, armR: 150, legs: 'stand' } },
  'Foxy Fiona': { plan: 'animal', head: 'fox', face: { expression: 'wink' }, palette: pal('#f07a2a', '#f07a2a', '#fff4e6', '#8a3a10', '#3cb6b0'), pose: { armL: 35, armR: 20, legs: 'walk' }, outfit: ['scarf'] },
  'Captain Panda': { plan: 'animal', head: 'panda', hat: 'captain', palette: pal('#ffffff', '#ffffff', '#f4f1ec', '#2f2a36', '#2f2a36', '#2f2a36'), pose: { armL: 20, armR: 110, legs: 'stand' } },
  'Rusty the Raccoon': { plan: 'animal', head: 'raccoon', face: { expression: 'wink' }, palette: pal('#9a97a6', '#9a97a6', '#e9e6ef', '#3b3346', '#3b3346'), pose: { armL: 60, armR: 60, legs: 'wide' } },
  'Lola the Llama': { plan: 'animal', head: 'llama', palette: pal('#f3e2c3', '#f3e2c3', '#fff8ea', '#c99a5b', '#b07a45'), pose: { armL: 20, armR: 30, legs: 'stand' }, outfit: ['blanket'] },
  'Ollie the Owl': { plan: 'animal', head: 'owl', face: { expression: 'surprised', extras: ['no-mouth'] }, palette: pal('#8a6a4a', '#8a6a4a', '#e8d2b0', '#5b432c', '#f4a52a'), props: ['branch'], pose: { armL: 25, armR: 130, legs: 'stand' } },
});
